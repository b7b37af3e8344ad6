import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperatorService } from '../src/modules/operator/index.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const US_IP = '8.8.8.8';

interface Call {
  method: 'GET' | 'POST';
  path: string;
}

const CALLS: Call[] = [
  { method: 'GET', path: '/wps/captcha' },
  { method: 'POST', path: '/wps/v2/deposits/demo' },
  { method: 'POST', path: '/wps/session/login' },
  { method: 'POST', path: '/wps/relay/gameVendor' },
];

/** Spellings the router takes for the same route: the closure must hold for each of them. */
function routedSpellings(path: string): string[] {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  const segments = path.split('/').slice(1);
  const encodeFirstLetter = (segment: string, upper = false) => {
    const code = hex(segment[0]!);
    return `${upper ? code.toUpperCase() : code}${segment.slice(1)}`;
  };
  const spell = (parts: string[]) => `/${parts.join('/')}`;
  return [
    path,
    spell([encodeFirstLetter(segments[0]!), ...segments.slice(1)]),
    spell(segments.map((segment) => [...segment].map(hex).join(''))),
    spell([...segments.slice(0, -1), encodeFirstLetter(segments.at(-1)!, true)]),
    `${path}?x=1`,
    `${spell([encodeFirstLetter(segments[0]!), ...segments.slice(1)])}?a=%00`,
  ];
}

/** Spellings the router does not take: they must not reach the route (404), open or closed. */
function unroutedSpellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  return [
    `/${path}`,
    path.replace(/\//g, '//'),
    `/${first}//${rest.join('/')}`,
    `/x/..${path}`,
    `/${first}/./${rest.join('/')}`,
    `/${first}/%2e%2e/${first}/${rest.join('/')}`,
    path.toUpperCase(),
    `/${first!.toUpperCase()}/${rest.join('/')}`,
    `${path}/`,
    `/${first}%2F${rest.join('%2F')}`,
    `/%2577${first!.slice(1)}/${rest.join('/')}`,
  ];
}

describe.each(testDatabaseKinds())('a closed site on $name', (kind) => {
  const t = withTestApp(kind);
  const ops = () => createOperatorService(t.handle.db);
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Over a real socket: the path goes out exactly as written (no client normalises dot segments). */
  const call = (method: Call['method'], path: string, headers: Record<string, string> = {}) =>
    new Promise<{ statusCode: number; json(): unknown }>((resolve, reject) => {
      const body = method === 'POST' ? '{}' : undefined;
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ statusCode: res.statusCode ?? 0, json: () => JSON.parse(text) as unknown });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  async function underMaintenance(run: () => Promise<void>) {
    await ops().setMaintenance('test', 'SUERTE_PH', true, 'Upgrading', null);
    try {
      await run();
    } finally {
      await ops().setMaintenance('test', 'SUERTE_PH', false, null, null);
    }
  }

  it('closes every spelling of an API route under maintenance (decided on the matched route)', async () => {
    await underMaintenance(async () => {
      for (const { method, path } of CALLS) {
        for (const url of routedSpellings(path)) {
          const res = await call(method, url);
          expect(res.statusCode, `${method} ${url}`).toBe(503);
          expect(envelope(res).code, `${method} ${url}`).toBe('MAINTENANCE');
        }
      }
    });
  });

  it('closes every spelling of an API route to a restricted region', async () => {
    for (const { method, path } of CALLS) {
      for (const url of routedSpellings(path)) {
        const res = await call(method, url, { 'x-forwarded-for': US_IP });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(envelope(res).code, `${method} ${url}`).toBe('REGION_RESTRICTED');
      }
    }
  });

  it('never lets a spelling the router does not take reach the route, open or closed', async () => {
    const check = async (headers: Record<string, string> = {}) => {
      for (const { method, path } of CALLS) {
        for (const url of unroutedSpellings(path)) {
          const res = await call(method, url, headers);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(envelope(res).code, `${method} ${url}`).toBe('NOT_FOUND');
        }
      }
    };
    await check();
    await check({ 'x-forwarded-for': US_IP });
    await underMaintenance(() => check());
  });

  it('keeps the open routes open under every spelling while closed', async () => {
    await underMaintenance(async () => {
      for (const url of ['/wps/system/status', '/%77ps/system/status', '/wps/system/%73tatus']) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(200);
        expect(envelope(res).value, url).toMatchObject({ status: 1 });
      }
    });
  });
});
