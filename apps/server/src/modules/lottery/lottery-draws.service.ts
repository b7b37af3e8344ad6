import { randomBytes } from 'node:crypto';
import { commitServerSeed, generateServerSeed, lotteryLayout, lotteryResult } from '@suerte/fair';
import { validateResult, type LotteryRegion, type RawResult } from '@suerte/contracts/lottery-rules';
import type { Database } from '../../db/database.js';
import { creationHorizonMs, drawsBetween } from './draw-calendar.js';
import {
  adoptFeedDraws,
  audit,
  databaseNow,
  dueDraws,
  enabledGames,
  feedDueDraws,
  insertDraws,
  lockDueDraws,
  markFeedOverdue,
  recordResult,
  type GameRow,
  type NewDraw,
} from './lottery-draws.repository.js';

/** How long after the draw time the feed is waited for when it does not say (an hour). */
export const DEFAULT_FEED_DEADLINE_SECONDS = 3_600;

/**
 * Where official regional results come from. An adapter answers the result of a draw once it is published, or
 * null while it is not (asked again on the next run); it throws when it cannot answer. Without a feed (demo
 * mode) regional draws are produced by the RNG with commit-reveal, exactly as e-lottery draws, and are marked
 * demo everywhere. With a feed, a regional draw is never produced by the RNG: when the feed has no valid result
 * `deadlineSeconds` after the draw time, the draw waits for operator entry with four eyes (ops
 * lottery:awaiting lists it).
 */
export interface LotteryResultFeed {
  readonly name: string;
  readonly deadlineSeconds?: number;
  fetchResult(draw: {
    gameCode: string;
    region: LotteryRegion;
    numero: string;
    drawAt: Date;
  }): Promise<RawResult | null>;
}

export interface DrawJobReport {
  created: number;
  locked: number;
  resulted: number;
  /** Feed answers refused by the prize-structure check (asked again until the deadline). */
  refused: { gameCode: string; numero: string; reasons: string[] }[];
  /** Feed calls that failed (no answer in time, an error status, a body that is not JSON). */
  failed: { gameCode: string; numero: string; error: string }[];
  /** Draws whose deadline passed without a valid feed result: left to operator entry. */
  overdue: number;
}

/** Draws of a game due within its creation horizon; RNG draws get a fresh seed whose hash is published now. */
export function plannedDraws(game: GameRow, now: Date, feed: LotteryResultFeed | null): NewDraw[] {
  const calendar = {
    gameType: game.game_type,
    drawTimeLocal: game.draw_time_local,
    utcOffsetMinutes: game.utc_offset_minutes,
    intervalSeconds: game.interval_seconds,
    lockSeconds: game.lock_seconds,
    weekdays: game.weekdays,
  };
  const rng = game.result_source === 'rng' || feed === null;
  return drawsBetween(calendar, now, creationHorizonMs(calendar)).map((d) => {
    const serverSeed = rng ? generateServerSeed((n) => randomBytes(n)) : null;
    return {
      game_code: game.code,
      numero: d.numero,
      draw_at: d.drawAt,
      lock_at: d.lockAt,
      server_seed: serverSeed,
      seed_hash: serverSeed === null ? null : commitServerSeed(serverSeed),
      client_seed: serverSeed === null ? null : `${game.code}-${d.day}`,
      nonce: serverSeed === null ? null : d.n,
      // A regional draw from the RNG stands in for the official one: demo.
      demo: rng && game.game_type === 'LOTT',
    };
  });
}

/**
 * Creates upcoming draws of every enabled game (idempotent per game and numero). With a feed, regional draws
 * made earlier in demo mode and not yet drawn are taken over by the feed: their seed is dropped, never revealed.
 */
export async function createUpcomingDraws(db: Database, feed: LotteryResultFeed | null): Promise<number> {
  const now = await databaseNow(db);
  if (feed) await adoptFeedDraws(db);
  let created = 0;
  for (const game of await enabledGames(db)) created += await insertDraws(db, plannedDraws(game, now, feed));
  return created;
}

/** The result of an RNG draw from its seeds: the fair derivation, checked against the region's structure. */
export function rngResult(
  region: LotteryRegion,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
) {
  const check = validateResult(region, lotteryResult(seeds, lotteryLayout(region)));
  if (!check.ok) throw new Error(`RNG result does not fit the ${region} structure`);
  return check.result.prizes as Record<string, readonly string[]>;
}

/** Results of the draws whose time has come: from the seeds, or from the feed once it has them. */
export async function resultDueDraws(
  db: Database,
  feed: LotteryResultFeed | null,
  report: DrawJobReport,
  limit = 200,
): Promise<void> {
  for (const draw of await dueDraws(db, true, limit)) {
    const prizes = rngResult(draw.region, {
      serverSeed: draw.server_seed!,
      clientSeed: draw.client_seed!,
      nonce: draw.nonce!,
    });
    if (await recordResult(db, draw.id, 'LOCKED', { status: 'RESULTED', result: prizes, source: 'rng' }))
      report.resulted += 1;
  }
  if (!feed) return;
  const deadline = feed.deadlineSeconds ?? DEFAULT_FEED_DEADLINE_SECONDS;
  for (const draw of await feedDueDraws(db, deadline, limit)) {
    if (draw.past_deadline) {
      if (await markFeedOverdue(db, draw.id)) {
        await audit(db, draw.id, 'feed.overdue', `feed:${feed.name}`, { deadlineSeconds: deadline });
        report.overdue += 1;
      }
      continue;
    }
    await askFeed(db, feed, draw, report);
  }
}

type FeedDraw = Awaited<ReturnType<typeof feedDueDraws>>[number];

/** Asks the feed for one draw's result and records it once it passes the prize-structure check. */
async function askFeed(db: Database, feed: LotteryResultFeed, draw: FeedDraw, report: DrawJobReport) {
  let raw: RawResult | null;
  try {
    raw = await feed.fetchResult({
      gameCode: draw.game_code,
      region: draw.region,
      numero: draw.numero,
      drawAt: new Date(draw.draw_at),
    });
  } catch (error) {
    report.failed.push({ gameCode: draw.game_code, numero: draw.numero, error: (error as Error).message });
    return;
  }
  if (raw === null) return;
  const check = validateResult(draw.region, raw);
  if (!check.ok) {
    const reasons = check.reasons.map((r) => r.message);
    report.refused.push({ gameCode: draw.game_code, numero: draw.numero, reasons });
    return;
  }
  const prizes = check.result.prizes as Record<string, readonly string[]>;
  if (await recordResult(db, draw.id, 'LOCKED', { status: 'RESULTED', result: prizes, source: 'feed' }))
    report.resulted += 1;
}

/** One run of the draw job: create upcoming draws, lock the due ones, produce the due results. */
export async function runDrawJob(db: Database, feed: LotteryResultFeed | null): Promise<DrawJobReport> {
  const report: DrawJobReport = { created: 0, locked: 0, resulted: 0, refused: [], failed: [], overdue: 0 };
  report.created = await createUpcomingDraws(db, feed);
  report.locked = await lockDueDraws(db);
  await resultDueDraws(db, feed, report);
  return report;
}
