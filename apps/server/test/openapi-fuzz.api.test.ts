import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { VENDOR_SIGNATURE_HEADER } from '@suerte/contracts';
import { signBody } from '../src/modules/vendor-wallet/index.js';
import { type FuzzOperation, type FuzzRequest, fuzzRequest, operationsOf } from './support/fuzz-requests.js';
import { registerMember, testCaptchaImage } from './support/identity-client.js';
import { buildTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { vendorSecret } from './support/vendor-wallet-client.js';

/** Runs per operation and caller; FUZZ_RUNS and FUZZ_SEED widen or replay a run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** Calls that end the member's session go last, so the others run with a live token. */
const endsTheSession = (op: FuzzOperation) => /logout|session\/login$|password$/.test(op.path);

describe.each(testDatabaseKinds())('every operation of the OpenAPI document on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;
  let operations: FuzzOperation[] = [];
  let token = '';
  let secrets = new Map<string, string>();

  /** Vendor calls to a real vendor are signed, so that their bodies reach the wallet service. */
  const signed = (request: FuzzRequest): FuzzRequest => {
    const vendor = /^\/vendor\/v1\/([^/]+)\//.exec(request.url)?.[1];
    const secret = vendor ? secrets.get(vendor) : undefined;
    if (!secret || request.payload === undefined) return request;
    const headers = { ...request.headers, [VENDOR_SIGNATURE_HEADER]: signBody(secret, request.payload) };
    return { ...request, headers };
  };

  beforeAll(async () => {
    handle = await kind.open();
    // A built web app, so that a page request is never answered 503 'not built'.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-fuzz-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Suerte</title>');
    app = await buildTestApp(handle, { WEB_DIST_DIR: dist }, { captchaImage: testCaptchaImage });
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    operations = operationsOf(doc).sort((a, b) => Number(endsTheSession(a)) - Number(endsTheSession(b)));
    token = await registerMember(app, 'fuzzmember01');
    const vendors = ['SUERTE', 'SIMVENDOR'];
    secrets = new Map(
      await Promise.all(vendors.map(async (v) => [v, await vendorSecret(handle.db, v)] as const)),
    );
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((op) => op.pathParams.length > 0 && op.bodyProperties)).toBe(true);
  });

  it('never answers 5xx, anonymous or with a member token', async () => {
    for (const [index, op] of operations.entries()) {
      for (const caller of [null, token]) {
        await fc.assert(
          fc.asyncProperty(fuzzRequest(op, caller), async (request) => {
            const res = await app.inject(signed(request));
            if (res.statusCode >= 500) {
              throw new Error(
                `${request.method} ${request.url} answered ${res.statusCode}: ${res.body.slice(0, 300)} ` +
                  `(replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`,
              );
            }
          }),
          // One seed per operation, derived from FUZZ_SEED: the same FUZZ_SEED and FUZZ_RUNS replay a run.
          { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
        );
      }
    }
  }, 120_000);
});
