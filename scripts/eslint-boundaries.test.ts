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

  it.each([
    ['apps/server/src/modules/wallet/wallet.module.ts', '../transfers/transfer.service.js'],
    ['apps/server/src/modules/wallet/sub/x.ts', '../../ledger/ledger.service.js'],
    ['apps/server/src/modules/audit/x.ts', '../../modules/operator/operator.repository.js'],
    ['apps/server/src/modules/a/b/c/d/e/x.ts', '../../../../../b/y.js'],
    ['apps/server/src/modules/verification/x.ts', '../identity/members.repository.js'],
    ['apps/server/src/modules/payments/x.ts', '../operator/operator.repository.js'],
    ['apps/server/src/modules/operator/x.ts', '../identity/passwords.js'],
  ])('forbids server module file %s importing %s', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through the other module's public face/);
  });

  it.each([
    ['apps/server/src/modules/wallet/wallet.module.ts', '../transfers/index.js'],
    ['apps/server/src/modules/wallet/sub/x.ts', '../../ledger/index.js'],
    ['apps/server/src/modules/wallet/sub/x.ts', '../wallet.repository.js'],
    ['apps/server/src/modules/wallet/wallet.service.ts', './wallet.repository.js'],
    ['apps/server/src/modules/wallet/wallet.service.ts', '../../http/kernel/app-error.js'],
    ['apps/server/src/modules/wallet/wallet.service.ts', '../../db/executor.js'],
    ['apps/server/src/modules/wallet/wallet.service.ts', '@suerte/contracts'],
    ['apps/server/src/app.ts', './modules/wallet/index.js'],
    ['apps/server/src/cli/ops.ts', '../modules/operator/index.js'],
    ['bench/wallet/run.ts', '../../apps/server/src/modules/ledger/index'],
    ['apps/server/src/modules/identity/codes.test.ts', './codes.js'],
    ['apps/server/test/sessions.api.test.ts', '../src/modules/identity/index.js'],
    ['apps/server/src/http/hooks/auth.ts', '../../modules/identity/index.js'],
    ['apps/server/src/http/hooks/auth.ts', '../kernel/request-member.js'],
    ['apps/server/src/modules/wallet/wallet-owner.ts', '../../http/kernel/request-member.js'],
  ])('allows server module file %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it.each([
    ['apps/server/src/app.ts', './modules/wallet/wallet.module.js'],
    ['apps/server/src/cli/ops.ts', '../modules/operator/operator.service.js'],
    ['apps/server/src/jobs/product-jobs.ts', '../modules/transfers/transfer-resolver.service.js'],
    ['apps/server/src/db/seed/seed.ts', '../../modules/content/content.repository.js'],
    ['apps/server/src/db/seed/demo-identity.ts', '../../modules/identity/passwords.js'],
    ['apps/server/src/http/hooks/auth.ts', '../../modules/identity/session.service.js'],
    ['apps/server/test/sessions.api.test.ts', '../src/modules/identity/passwords.js'],
    ['apps/server/test/support/enc-client.ts', '../../src/modules/enc/enc-cipher.js'],
    ['bench/wallet/run.ts', '../../apps/server/src/modules/ledger/ledger-seal'],
  ])('forbids %s, outside the modules, importing a module file (%s)', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through the other module's public face/);
  });

  it.each([
    ['apps/server/src/modules/wallet/wallet-owner.ts', '../../http/hooks/auth.js'],
    ['apps/server/src/modules/wallet/sub/x.ts', '../../../http/hooks/request-context.js'],
  ])('forbids module file %s importing a request hook (%s)', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Request hooks sit above the modules/);
  });

  it.each([
    ['apps/server/src/http/kernel/rate-limit.ts', '../../modules/identity/index.js'],
    ['apps/server/src/http/kernel/envelope.ts', '../../modules/merchants/merchant.repository.js'],
    ['apps/server/src/http/kernel/error-handler.ts', '../hooks/request-context.js'],
  ])('forbids the HTTP kernel (%s) importing a module or a hook (%s)', async (file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/The HTTP kernel sits below the modules/);
  });

  it.each([
    ['apps/server/src/http/kernel/error-handler.ts', './envelope.js'],
    ['apps/server/src/http/kernel/rate-limit.ts', '../../db/executor.js'],
  ])('allows the HTTP kernel (%s) importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
