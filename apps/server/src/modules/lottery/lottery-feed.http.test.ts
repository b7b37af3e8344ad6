import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpResultFeed, FeedError, feedUrl } from './lottery-feed.http.js';

/** A local results server: answers by path from `routes`; a path it does not know is 404. */
let server: Server;
let base: string;
const routes = new Map<string, (req: IncomingMessage) => { status: number; body?: string; hang?: boolean }>();
const seen: { url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const route = routes.get(req.url ?? '');
    const answer = route ? route(req) : { status: 404 };
    if (answer.hang) return; // never answers: the caller's timeout decides
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const NORTH = { DB: ['12345'], G7: ['01', '02', '03', '04'] };
const draw = (numero = '20261125-1', region: 'north' | 'south' = 'north') => ({
  gameCode: 'VN_MB',
  region,
  numero,
  drawAt: new Date('2026-11-25T11:15:00Z'),
});
const feed = (timeoutMs = 2_000) =>
  createHttpResultFeed({
    urls: { north: `${base}/north/{game}/{date}?n={numero}` },
    token: 'feed-token',
    timeoutMs,
    deadlineSeconds: 600,
  });

describe('HTTP/JSON result feed', () => {
  it('fills the URL template with the game, the local day and the draw number, encoded', () => {
    expect(feedUrl('https://r.example/{game}/{date}/{yyyymmdd}?d={numero}', draw())).toBe(
      'https://r.example/VN_MB/2026-11-25/20261125?d=20261125-1',
    );
    expect(feedUrl('https://r.example/{game}', { gameCode: 'A B', numero: '20261125-1' })).toBe(
      'https://r.example/A%20B',
    );
  });

  it('reads a published result, bare or under prizes, sending the bearer token', async () => {
    routes.set('/north/VN_MB/2026-11-25?n=20261125-1', () => ({ status: 200, body: JSON.stringify(NORTH) }));
    routes.set('/north/VN_MB/2026-11-26?n=20261126-1', () => ({
      status: 200,
      body: JSON.stringify({ prizes: NORTH, source: 'official' }),
    }));
    expect(await feed().fetchResult(draw())).toEqual(NORTH);
    expect(await feed().fetchResult(draw('20261126-1'))).toEqual(NORTH);
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer feed-token' });
    expect(feed().deadlineSeconds).toBe(600);
  });

  it('answers null while the result is not published (404, 204) and for a region without a URL', async () => {
    routes.set('/north/VN_MB/2026-11-27?n=20261127-1', () => ({ status: 204 }));
    expect(await feed().fetchResult(draw('20261128-1'))).toBeNull();
    expect(await feed().fetchResult(draw('20261127-1'))).toBeNull();
    const before = seen.length;
    expect(await feed().fetchResult(draw('20261125-1', 'south'))).toBeNull();
    expect(seen.length).toBe(before);
  });

  it('throws on an error status, a body that is not JSON, a prize that is not a list, and a timeout', async () => {
    routes.set('/north/VN_MB/2026-12-01?n=20261201-1', () => ({ status: 503 }));
    routes.set('/north/VN_MB/2026-12-02?n=20261202-1', () => ({ status: 200, body: '<html>' }));
    routes.set('/north/VN_MB/2026-12-03?n=20261203-1', () => ({
      status: 200,
      body: JSON.stringify({ DB: '12345' }),
    }));
    routes.set('/north/VN_MB/2026-12-04?n=20261204-1', () => ({ status: 200, hang: true }));
    await expect(feed().fetchResult(draw('20261201-1'))).rejects.toThrow(/HTTP 503/);
    await expect(feed().fetchResult(draw('20261202-1'))).rejects.toThrow(/not JSON/);
    await expect(feed().fetchResult(draw('20261203-1'))).rejects.toThrow(/DB is not a list/);
    await expect(feed(200).fetchResult(draw('20261204-1'))).rejects.toBeInstanceOf(FeedError);
  });
});
