import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 37) % 256;
  return data;
}

/** A real, small PNG (proof images are decoded, so test images must be real ones). */
export function tinyPng(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height).copy(png.data);
  return PNG.sync.write(png);
}

/** A real, small baseline JPEG. */
export function tinyJpeg(width = 16, height = 8): Buffer {
  return jpeg.encode({ data: pixels(width, height), width, height }, 80).data;
}

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
