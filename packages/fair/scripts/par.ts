// Writes one PAR sheet per certified slot variant into par/ (`npm run par -w @suerte/fair`). The sheets are
// shipped; a test fails when a shipped sheet differs from a fresh enumeration of the strips in src/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { computeParSheet, parFileName, slotVariants } from '../src/index.js';

const parDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../par');

for (const variant of slotVariants) {
  const started = performance.now();
  const sheet = computeParSheet(variant);
  const file = path.join(parDir, parFileName(variant));
  writeFileSync(file, await format(JSON.stringify(sheet), { parser: 'json' }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${parFileName(variant)}: RTP ${(sheet.rtp * 100).toFixed(4)} %, cycle ${sheet.cycle} (${seconds} s)`,
  );
}
