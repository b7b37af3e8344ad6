import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createOperatorService } from '../modules/operator/index.js';
import { scratchDatabase, testDatabaseKinds } from '../../test/support/test-database.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { buildProgram, type Runner } from './ops.js';

describe('operator CLI', () => {
  let handle: DatabaseHandle;
  let output: string[];

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
  });
  afterAll(async () => handle?.close());

  async function ops(...args: string[]) {
    output = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void output.push(parts.join(' ')));
    try {
      const program = buildProgram((action) =>
        action(createOperatorService(handle.db), 'tester@cli', handle),
      );
      await program.parseAsync(['node', 'ops', ...args]);
    } finally {
      log.mockRestore();
    }
    return output.join('\n');
  }

  it('switches maintenance for every merchant and back, logging each change', async () => {
    expect(await ops('maintenance', 'on', '--message', 'Back soon')).toBe(
      'maintenance on for SUERTE_PH\nmaintenance on for SUERTE_TH',
    );
    expect(await ops('merchants')).toMatch(/maintenance: ON \(Back soon\)/);
    await ops('maintenance', 'off', '--merchant', 'SUERTE_TH');
    const audit = await ops('audit', '--limit', '3');
    expect(audit.split('\n')[0]).toMatch(/tester@cli maintenance.off merchant:SUERTE_TH/);
    await ops('maintenance', 'off');
  });

  it('sets allowed countries and feature switches', async () => {
    expect(await ops('countries', 'SUERTE_TH', 'th,la')).toBe('allowed countries for SUERTE_TH: TH, LA');
    await ops('feature:set', 'SUERTE_TH', 'APP_DOWNLOAD', 'off');
    expect(await ops('features', 'SUERTE_TH')).toMatch(/^off {2}APP_DOWNLOAD/m);
  });

  it('refuses bad input with a clear error', async () => {
    await expect(ops('maintenance', 'maybe')).rejects.toThrow(/on or off/);
    await expect(ops('maintenance', 'on', '--until', 'tomorrow')).rejects.toThrow(/ISO time/);
    await expect(ops('merchant:set', 'SUERTE_PH', 'languages', 'en,zz')).rejects.toThrow(/languages/);
  });

  it('db:migrate reports the migrations it applies, then that the database is up to date', async () => {
    const fresh = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
    try {
      const lines: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((...parts) => void lines.push(parts.join(' ')));
      try {
        const runner: Runner = async (action, { migrateFirst = true } = {}) => {
          if (migrateFirst) await migrateToLatest(fresh.db);
          await action(createOperatorService(fresh.db), 'tester@cli', fresh);
        };
        await buildProgram(runner).parseAsync(['node', 'ops', 'db:migrate']);
        await buildProgram(runner).parseAsync(['node', 'ops', 'db:migrate']);
      } finally {
        log.mockRestore();
      }
      expect(lines[0]).toMatch(/^migrations applied: 2026-11-21-0001-foundation(, |$)/);
      expect(lines.slice(1)).toEqual(['the database is up to date']);
    } finally {
      await fresh.close();
    }
  });

  it('prints help as a command', async () => {
    const run = promisify(execFile);
    const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
    const { stdout } = await run(tsx, [path.join(import.meta.dirname, 'ops.ts'), 'help']);
    expect(stdout).toMatch(/maintenance \[options\] <state>/);
    expect(stdout).toMatch(/countries <merchant> <codes>/);
  });
});

describe('operator CLI where there is no database', () => {
  const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
  const run = promisify(execFile);
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-ops-empty-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function ops(env: Record<string, string>, ...args: string[]) {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    return run(tsx, [path.join(import.meta.dirname, 'ops.ts'), ...args], {
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
  }

  it('refuses a DATA_DIR without a database, names it, and creates nothing', async () => {
    await expect(ops({ DATA_DIR: dataDir }, 'merchants')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`No Suerte database in DATA_DIR ${dataDir}`),
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('refuses a DATABASE_URL without a Suerte database', async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'ops_empty');
    try {
      const name = new URL(scratch.url).pathname;
      await expect(ops({ DATABASE_URL: scratch.url }, 'merchants')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(new RegExp(`No Suerte database at DATABASE_URL \\S+${name} `)),
      });
      const fresh = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'client' });
      try {
        expect(await fresh.db.introspection.getTables()).toEqual([]);
      } finally {
        await fresh.close();
      }
    } finally {
      await scratch.drop();
    }
  });

  it('lets db:migrate create the database', async () => {
    const { stdout } = await ops({ DATA_DIR: dataDir }, 'db:migrate');
    expect(stdout).toMatch(/^migrations applied: /);
    const { stdout: merchants } = await ops({ DATA_DIR: dataDir }, 'merchants');
    expect(merchants).toBe('');
  }, 120_000);
});
