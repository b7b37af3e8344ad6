import { describe, expect, it } from 'vitest';
import { dataUrl, tinyJpeg, tinyPng } from '../../../test/support/images.js';
import { jpegEnd, pngEnd } from './image-structure.js';
import { decodeProofImage, decodesFully } from './proof-images.js';

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

describe('proof images', () => {
  it('takes a real PNG and a real JPEG', () => {
    expect(decodeProofImage(dataUrl('image/png', tinyPng()), 0).mime).toBe('image/png');
    expect(decodeProofImage(dataUrl('image/jpeg', tinyJpeg()), 1).mime).toBe('image/jpeg');
  });

  it('refuses a PNG header followed by HTML', () => {
    const fake = Buffer.concat([tinyPng().subarray(0, 8), HTML]);
    expect(() => decodeProofImage(dataUrl('image/png', fake), 2)).toThrow(
      expect.objectContaining({
        code: 'PROOF_IMAGE_INVALID',
        details: expect.objectContaining({ index: 2 }),
      }),
    );
  });

  it('refuses a whole image with HTML appended after its end', () => {
    expect(decodesFully('image/png', Buffer.concat([tinyPng(), HTML]))).toBe(false);
    expect(decodesFully('image/jpeg', Buffer.concat([tinyJpeg(), HTML]))).toBe(false);
    // Even when the appended bytes end like a JPEG does.
    const sneaky = Buffer.concat([tinyJpeg(), HTML, Buffer.from([0xff, 0xd9])]);
    expect(decodesFully('image/jpeg', sneaky)).toBe(false);
  });

  it('refuses truncated and corrupted images', () => {
    const png = tinyPng();
    expect(decodesFully('image/png', png.subarray(0, png.length - 20))).toBe(false);
    const flipped = Buffer.from(png);
    flipped[40] = flipped[40]! ^ 0xff; // inside the image data: the checksum no longer matches
    expect(decodesFully('image/png', flipped)).toBe(false);
    const jpg = tinyJpeg();
    expect(decodesFully('image/jpeg', jpg.subarray(0, jpg.length - 2))).toBe(false);
    expect(decodesFully('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(false);
  });

  it('refuses a PNG that claims more pixels than allowed, without decoding it', () => {
    const png = tinyPng();
    const huge = Buffer.from(png);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    expect(decodesFully('image/png', huge)).toBe(false);
  });

  it('finds where each format ends by its structure', () => {
    const png = tinyPng();
    const jpg = tinyJpeg();
    expect(pngEnd(Buffer.concat([png, HTML]))).toBe(png.length);
    expect(jpegEnd(Buffer.concat([jpg, HTML]))).toBe(jpg.length);
  });
});
