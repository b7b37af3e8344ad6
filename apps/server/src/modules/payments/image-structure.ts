/**
 * Where a PNG or JPEG file ends by its own structure, so bytes appended after the image (an HTML page, a
 * script) are found even when a decoder would stop early and say nothing. Pure byte walking; the decoders in
 * proof-images.ts check the pixels.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The offset just after the IEND chunk, or null when the chunk list is broken or has no IEND. */
export function pngEnd(data: Buffer): number | null {
  if (data.length < PNG_SIGNATURE.length || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > data.length) return null;
    if (type === 'IEND') return next;
    at = next;
  }
  return null;
}

/** Width and height from the PNG header chunk (the first one), before anything is decoded. */
export function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Markers that stand alone, without a length: TEM and the restart markers RST0–RST7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Skips entropy-coded data after a scan header; returns the offset of the next real marker. */
function skipScan(data: Buffer, from: number): number | null {
  for (let at = from; at + 1 < data.length; at += 1) {
    if (data[at] !== 0xff) continue;
    const next = data[at + 1]!;
    // 0xFF00 is an escaped data byte, FFD0–FFD7 are restarts inside the scan, FFFF is fill.
    if (next !== 0x00 && !standalone(next) && next !== 0xff) return at;
  }
  return null;
}

/** The offset just after the image's end marker (EOI), or null when the segments do not lead there. */
export function jpegEnd(data: Buffer): number | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) return null;
  let at = 2;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === EOI) return at + 2;
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > data.length) return null;
    const next = at + 2 + data.readUInt16BE(at + 2);
    if (next > data.length) return null;
    if (marker !== SOS) {
      at = next;
      continue;
    }
    const afterScan = skipScan(data, next);
    if (afterScan === null) return null;
    at = afterScan;
  }
  return null;
}
