import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') });
});

/** Lints one import statement as if it were written in `file`; returns the boundary violations. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  it('forbids a feature from importing another feature sideways', async () => {
    const errors = await boundaryErrors('apps/web/src/features/a/x.ts', '../b/y');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Features never import each other sideways/);
  });

  it.each([
    ['apps/web/src/features/a/components/x.tsx', '../../b'],
    ['apps/web/src/features/a/components/deep/x.tsx', '../../../b/api/y'],
    ['apps/web/src/features/a/x.ts', '../../features/b/y'],
    ['apps/web/src/features/home/x.ts', '../announcements'],
    ['apps/web/src/features/home/x.ts', '../announcements/components/notice-bar'],
    ['apps/web/src/features/home/components/x.tsx', '../../announcements/api/announcements'],
    ['apps/web/src/features/home/components/x.tsx', '../../system/region-modal'],
  ])('flags %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).not.toHaveLength(0);
  });

  it.each([
    ['apps/web/src/features/a/components/x.tsx', '../hooks/use-y'],
    ['apps/web/src/features/a/components/x.tsx', './y'],
    ['apps/web/src/features/a/components/x.tsx', '../../../lib/api-client'],
    ['apps/web/src/features/a/x.ts', '../../components/ui/modal'],
    ['apps/web/src/features/a/x.ts', '@suerte/contracts'],
    ['apps/web/src/app/routes.tsx', '../features/announcements'],
    ['apps/server/src/app.ts', '@suerte/contracts'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it.each([
    ['apps/web/src/lib/x.ts', '../../../server/src/config'],
    ['apps/web/src/features/a/x.ts', '../../../../server/src/db/schema'],
    ['apps/web/src/lib/x.ts', '@suerte/server'],
  ])('forbids the web app (%s) importing the server (%s)', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors.some((m) => /talks to the server over HTTP only/.test(m))).toBe(true);
  });

  it.each([
    ['packages/contracts/src/x.ts', '../../../apps/server/src/config'],
    ['packages/contracts/src/x.ts', '@suerte/web'],
  ])('forbids contracts (%s) importing an app (%s)', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Contracts are shared by the apps/);
  });
});
