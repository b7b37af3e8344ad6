import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every interface language must carry a complete catalog (ARCHITECTURE.md §7). */
export const CHECKED_LANGUAGES = ['en', 'tl', 'th', 'vi', 'id'] as const;
export const REFERENCE_LANGUAGE = 'en';

export type Catalogs = Record<string, Record<string, unknown>>; // namespace -> catalog

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens a catalog to dotted keys; plural forms count as their base key (languages differ in forms). */
export function flattenKeys(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      flattenKeys(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix.replace(PLURAL_SUFFIX, ''), value);
  }
  return out;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}

function checkNamespace(
  lang: string,
  ns: string,
  reference: Map<string, unknown>,
  catalog: Map<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const [key, refValue] of reference) {
    if (!catalog.has(key)) {
      problems.push(`${lang}/${ns}: missing key "${key}"`);
      continue;
    }
    const value = catalog.get(key);
    if (
      typeof refValue === 'string' &&
      typeof value === 'string' &&
      placeholders(refValue) !== placeholders(value)
    ) {
      problems.push(
        `${lang}/${ns}: key "${key}" has placeholders {${placeholders(value)}} but en has {${placeholders(refValue)}}`,
      );
    }
  }
  for (const key of catalog.keys())
    if (!reference.has(key)) problems.push(`${lang}/${ns}: extra key "${key}"`);
  for (const [key, value] of catalog) {
    if (typeof value !== 'string') problems.push(`${lang}/${ns}: key "${key}" is not a string`);
    else if (value.trim() === '') problems.push(`${lang}/${ns}: key "${key}" is empty`);
  }
  return problems;
}

/** Compares every language with English; returns the list of problems (empty when all is well). */
export function checkCatalogs(all: Record<string, Catalogs>): string[] {
  const reference = all[REFERENCE_LANGUAGE] ?? {};
  const problems: string[] = [];
  for (const lang of CHECKED_LANGUAGES) {
    const catalogs = all[lang] ?? {};
    for (const ns of Object.keys(reference)) {
      if (!(ns in catalogs)) {
        problems.push(`${lang}/${ns}: catalog file missing`);
        continue;
      }
      problems.push(...checkNamespace(lang, ns, flattenKeys(reference[ns]), flattenKeys(catalogs[ns])));
    }
    for (const ns of Object.keys(catalogs)) {
      if (!(ns in reference)) problems.push(`${lang}/${ns}: extra catalog file (en has no ${ns}.json)`);
    }
  }
  return problems;
}

/** Reads src/locales/<lang>/<namespace>.json for every checked language. */
export function readCatalogs(localesDir: string): Record<string, Catalogs> {
  const all: Record<string, Catalogs> = {};
  for (const lang of CHECKED_LANGUAGES) {
    const dir = join(localesDir, lang);
    all[lang] = {};
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      all[lang][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
        string,
        unknown
      >;
    }
  }
  return all;
}
