/**
 * Fails the build when a catalog is incomplete: run with `npx tsx scripts/check-i18n.ts`.
 * Exit 1 lists every missing, extra or empty key.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs, readCatalogs } from './i18n-check';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

let problems: string[];
try {
  problems = checkCatalogs(readCatalogs(localesDir));
} catch (error) {
  problems = [`could not read the catalogs: ${(error as Error).message}`];
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('i18n check passed: every language has every key.');
