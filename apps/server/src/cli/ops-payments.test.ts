import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runOps } from '../../test/support/ops-cli.js';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5]);

describe('operator CLI withdrawal:proofs', () => {
  let handle: DatabaseHandle;
  let tmp: string;
  let withdrawalId: number;
  let withoutProofs: number;
  let proofIds: number[];
  const ops = (...args: string[]) => runOps(handle, ...args);

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ops-proofs-'));
    const member = await handle.db
      .insertInto('members')
      .values({ merchant_code: 'SUERTE_PH', username: 'cliproofs', nickname: 'P', referral_code: 'CLIPROF1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withdrawal = (requestId: string) =>
      handle.db
        .insertInto('withdrawal_requests')
        .values({
          merchant_code: 'SUERTE_PH',
          member_id: member.id,
          currency_code: 'PHP',
          request_id: requestId,
          amount: 50_000,
          bank_name: 'BDO',
          account_name: 'Juan Dela Cruz',
          account_number: '0012345678',
          status: 'not_received',
          reason: null,
          note: null,
          hold_transaction_id: null,
          refund_transaction_id: null,
          approved_at: null,
          disbursed_at: null,
          confirmed_at: null,
          decided_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    withdrawalId = Number((await withdrawal('w-proofs')).id);
    withoutProofs = Number((await withdrawal('w-none')).id);
    const rows = await handle.db
      .insertInto('withdrawal_proofs')
      .values([
        { withdrawal_id: withdrawalId, mime: 'image/png', size: PNG.length, data: PNG },
        { withdrawal_id: withdrawalId, mime: 'image/jpeg', size: JPEG.length, data: JPEG },
      ])
      .returning('id')
      .execute();
    proofIds = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await handle?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('lists each proof and saves it with the extension its bytes say, readable by its owner only', async () => {
    const out = path.join(tmp, 'given');
    const lines = (await ops('withdrawal:proofs', String(withdrawalId), '--out', out)).split('\n');
    const [png, jpg] = proofIds.map((id, i) => path.join(out, `proof-${id}.${i === 0 ? 'png' : 'jpg'}`));
    expect(lines[0]).toBe(`withdrawal ${withdrawalId} (not_received): 2 proof image(s)`);
    expect(lines[1]).toMatch(
      new RegExp(`^#${proofIds[0]} image/png +11 bytes  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  ${png}$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^#${proofIds[1]} image/jpeg +6 bytes  .+Z  ${jpg}$`));
    expect(await readFile(png!)).toEqual(PNG);
    expect(await readFile(jpg!)).toEqual(JPEG);
    expect((await lstat(png!)).mode & 0o777).toBe(0o600);
    expect(await ops('audit', '--limit', '1')).toMatch(
      new RegExp(`tester@cli withdrawal.proofs-read withdrawal:${withdrawalId} .*"proofIds":\\[`),
    );
  });

  it('without --out, saves into a new folder in the current directory named after the withdrawal', async () => {
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(tmp);
    try {
      await ops('withdrawal:proofs', String(withdrawalId));
    } finally {
      cwd.mockRestore();
    }
    expect((await readdir(path.join(tmp, `withdrawal-${withdrawalId}-proofs`))).sort()).toEqual(
      [`proof-${proofIds[0]}.png`, `proof-${proofIds[1]}.jpg`].sort(),
    );
  });

  it('refuses to follow a link planted where a proof goes, so nothing is written outside the folder', async () => {
    const out = path.join(tmp, 'planted');
    const outside = path.join(tmp, 'outside.txt');
    await mkdir(out);
    await writeFile(outside, 'keep');
    await symlink(outside, path.join(out, `proof-${proofIds[0]}.png`));
    await expect(ops('withdrawal:proofs', String(withdrawalId), '--out', out)).rejects.toThrow(
      /cannot write .*proof-\d+\.png: ELOOP/,
    );
    expect(await readFile(outside, 'utf8')).toBe('keep');
  });

  it('says when there are none, and refuses unknown withdrawals and ids that are not numbers', async () => {
    const out = path.join(tmp, 'none');
    expect(await ops('withdrawal:proofs', String(withoutProofs), '--out', out)).toBe(
      `withdrawal ${withoutProofs} (not_received) has no proof images`,
    );
    await expect(lstat(out)).rejects.toThrow(/ENOENT/);
    await expect(ops('withdrawal:proofs', '999999')).rejects.toThrow('unknown withdrawal 999999');
    await expect(ops('withdrawal:proofs', '../7')).rejects.toThrow('not an id: ../7');
  });
});
