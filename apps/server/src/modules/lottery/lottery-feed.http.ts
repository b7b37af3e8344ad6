import type { LotteryRegion, RawResult } from '@suerte/contracts/lottery-rules';
import type { LotteryResultFeed } from './lottery-draws.service.js';

/**
 * The result feed over HTTP/JSON (LOTTERY_FEED_*_URL): one URL template per region, with `{game}` (the game
 * code), `{numero}` (yyyyMMdd-N), `{date}` (yyyy-MM-dd, the draw's local day) and `{yyyymmdd}` filled in. The
 * answer of a published result is 200 with the prizes as JSON, either bare (`{"DB":["12345"],"G1":[…],…}`) or
 * under `prizes` / `result`; 404 or 204 means "not published yet". Anything else (another status, a body that
 * is not JSON, a timeout) is an error: the draw job counts it as the feed not answering and asks again on its
 * next run, until the deadline after the draw time, when the draw waits for operator entry. What the feed
 * answers is validated by the prize-structure check before anything is recorded.
 */
export interface HttpFeedOptions {
  readonly urls: Readonly<Partial<Record<LotteryRegion, string>>>;
  /** Sent as `Authorization: Bearer …` when set. */
  readonly token?: string | null;
  readonly timeoutMs: number;
  /** After the draw time, how long the feed is waited for before the draw is left to operator entry. */
  readonly deadlineSeconds: number;
}

export class FeedError extends Error {
  override name = 'FeedError';
}

/** The URL of one draw's result: the region's template with the draw's values, each URL-encoded. */
export function feedUrl(template: string, draw: { gameCode: string; numero: string }): string {
  const day = draw.numero.slice(0, 8);
  const values: Record<string, string> = {
    game: draw.gameCode,
    numero: draw.numero,
    date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
    yyyymmdd: day,
  };
  return template.replace(/\{(game|numero|date|yyyymmdd)\}/g, (_m, key: string) =>
    encodeURIComponent(values[key]!),
  );
}

/** The prizes of a feed answer: the object itself, or its `prizes` / `result` member. */
function prizesOf(body: unknown): RawResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new FeedError('the feed answered something other than a JSON object');
  const record = body as Record<string, unknown>;
  const inner = record.prizes ?? record.result;
  const prizes = inner === undefined ? record : inner;
  if (typeof prizes !== 'object' || prizes === null || Array.isArray(prizes))
    throw new FeedError('the feed answered no prizes object');
  for (const [prize, values] of Object.entries(prizes))
    if (!Array.isArray(values)) throw new FeedError(`the feed's ${prize} is not a list of numbers`);
  return prizes as RawResult;
}

export function createHttpResultFeed(options: HttpFeedOptions): LotteryResultFeed {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return {
    name: 'http',
    deadlineSeconds: options.deadlineSeconds,
    async fetchResult(draw) {
      const template = options.urls[draw.region];
      // A region without a URL has no feed: its draws wait for operator entry.
      if (!template) return null;
      const url = feedUrl(template, draw);
      let response: Response;
      try {
        response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        throw new FeedError(`${url}: ${(error as Error).message}`);
      }
      if (response.status === 404 || response.status === 204) return null;
      if (response.status !== 200) throw new FeedError(`${url}: HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new FeedError(`${url}: the body is not JSON`);
      }
      return prizesOf(body);
    },
  };
}
