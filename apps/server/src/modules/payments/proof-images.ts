import { PROOF_IMAGE_MAX_BYTES } from '@suerte/contracts';
import jpeg from 'jpeg-js';
import { PNG as PngCodec } from 'pngjs';
import { AppError } from '../../http/kernel/app-error.js';
import { jpegEnd, pngEnd, pngSize } from './image-structure.js';

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:(image\/(?:png|jpe?g));base64,([A-Za-z0-9+/]*={0,2})$/;

/** More pixels than any phone's photo of a receipt: refused before decoding, so no image can bomb memory. */
export const PROOF_IMAGE_MAX_PIXELS = 50_000_000;

function pixelsAllowed(size: { width: number; height: number } | null): boolean {
  return (
    size !== null && size.width > 0 && size.height > 0 && size.width * size.height <= PROOF_IMAGE_MAX_PIXELS
  );
}

/**
 * True when the bytes are one whole image of the type and nothing else: it decodes (checksums included) and
 * its structure ends exactly at the last byte. A valid header followed by HTML or a script is not an image.
 */
export function decodesFully(mime: ProofImage['mime'], data: Buffer): boolean {
  try {
    if (mime === 'image/png') {
      if (pngEnd(data) !== data.length || !pixelsAllowed(pngSize(data))) return false;
      const image = PngCodec.sync.read(data);
      return image.width > 0 && image.height > 0;
    }
    if (jpegEnd(data) !== data.length) return false;
    const image = jpeg.decode(data, {
      tolerantDecoding: false,
      maxResolutionInMP: PROOF_IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 512,
      formatAsRGBA: false,
    });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

/** The image type its bytes say, whatever it was called: only PNG and JPEG are accepted. */
export function sniffImage(data: Buffer): ProofImage['mime'] | null {
  if (data.length >= PNG.length && data.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (data.length >= JPEG.length && data.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/**
 * Decodes a proof image sent as a base64 data URL: png or jpg (declared type and magic bytes must agree, and
 * the image must decode fully with nothing after it), at most 5 MB decoded. Anything else is refused with the index of the offending image.
 */
export function decodeProofImage(dataUrl: string, index: number): ProofImage {
  const match = DATA_URL.exec(dataUrl);
  if (!match || match[2]!.length % 4 !== 0) {
    throw new AppError('PROOF_IMAGE_INVALID', undefined, { index, reason: 'NOT_A_PNG_OR_JPG_DATA_URL' });
  }
  // Decoded size from the base64 length, before allocating the buffer.
  const padding = match[2]!.endsWith('==') ? 2 : match[2]!.endsWith('=') ? 1 : 0;
  const size = (match[2]!.length / 4) * 3 - padding;
  if (size > PROOF_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, { index, maxBytes: PROOF_IMAGE_MAX_BYTES });
  }
  const data = Buffer.from(match[2]!, 'base64');
  const mime = sniffImage(data);
  const declared = match[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  if (!mime || mime !== declared || data.length === 0) {
    throw new AppError('PROOF_IMAGE_INVALID', undefined, {
      index,
      reason: 'CONTENT_IS_NOT_THE_DECLARED_IMAGE',
    });
  }
  if (!decodesFully(mime, data)) {
    throw new AppError('PROOF_IMAGE_INVALID', undefined, { index, reason: 'IMAGE_DOES_NOT_DECODE' });
  }
  return { mime, data };
}
