import { randomBytes } from 'node:crypto';
import { commitServerSeed, generateServerSeed, lotteryLayout, lotteryResult } from '@suerte/fair';
import { validateResult, type LotteryRegion, type RawResult } from '@suerte/contracts/lottery-rules';
import type { Database } from '../../db/database.js';
import { creationHorizonMs, drawsBetween } from './draw-calendar.js';
import {
  databaseNow,
  dueDraws,
  enabledGames,
  insertDraws,
  lockDueDraws,
  recordResult,
  type GameRow,
  type NewDraw,
} from './lottery-draws.repository.js';

/**
 * Where official regional results come from. An adapter answers the result of a draw once it is published, or
 * null while it is not (asked again on the next run). Without a feed (demo mode) regional draws are produced by
 * the RNG with commit-reveal, exactly as e-lottery draws, and are marked demo everywhere.
 */
export interface LotteryResultFeed {
  readonly name: string;
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
  refused: { gameCode: string; numero: string; reasons: string[] }[];
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

/** Creates upcoming draws of every enabled game (idempotent per game and numero). */
export async function createUpcomingDraws(db: Database, feed: LotteryResultFeed | null): Promise<number> {
  const now = await databaseNow(db);
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
  for (const draw of await dueDraws(db, false, limit)) {
    const raw = await feed.fetchResult({
      gameCode: draw.game_code,
      region: draw.region,
      numero: draw.numero,
      drawAt: new Date(draw.draw_at),
    });
    if (raw === null) continue;
    const check = validateResult(draw.region, raw);
    if (!check.ok) {
      const reasons = check.reasons.map((r) => r.message);
      report.refused.push({ gameCode: draw.game_code, numero: draw.numero, reasons });
      continue;
    }
    const prizes = check.result.prizes as Record<string, readonly string[]>;
    if (await recordResult(db, draw.id, 'LOCKED', { status: 'RESULTED', result: prizes, source: 'feed' }))
      report.resulted += 1;
  }
}

/** One run of the draw job: create upcoming draws, lock the due ones, produce the due results. */
export async function runDrawJob(db: Database, feed: LotteryResultFeed | null): Promise<DrawJobReport> {
  const report: DrawJobReport = { created: 0, locked: 0, resulted: 0, refused: [] };
  report.created = await createUpcomingDraws(db, feed);
  report.locked = await lockDueDraws(db);
  await resultDueDraws(db, feed, report);
  return report;
}
