import type { StudioSpin, StudioSpinOutcome } from '@suerte/contracts';
import { compileSlot, evaluateSpin, findVariant } from '@suerte/fair';
import type { SessionOf } from './model/kinds';

/** Test support: studio answers built with the real slot engine, so grids and wins are the engine's own. */

export const LINES = 20;

export function session(overrides: Partial<SessionOf<'slot'>> = {}): SessionOf<'slot'> {
  return {
    sessionToken: 'session-token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    game: {
      code: 'lucky-dragon',
      name: 'Lucky Dragon',
      kind: 'slot',
      variant: '96',
      rtp: 0.9591,
      lines: LINES,
      betLevels: [200, 400, 1000, 2000],
      defaultBet: 400,
    },
    currency: 'PHP',
    balance: 100_000,
    demo: false,
    fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 3 },
    ...overrides,
  };
}

/** One spin of Lucky Dragon 96 at the given stops, amounts in minor units for a total bet of `bet`. */
export function spinAt(stops: number[], bet: number, multiplier = 1): StudioSpinOutcome {
  const slot = compileSlot(findVariant('lucky-dragon', '96')!);
  const result = evaluateSpin(slot, stops);
  const coin = bet / LINES;
  return {
    stops: result.stops,
    grid: result.grid,
    lineWins: result.lineWins.map((w) => ({ ...w, win: w.pay * coin * multiplier })),
    scatterCount: result.scatterCount,
    scatterWin: result.scatterPay * coin * multiplier,
    triggered: result.triggered,
    win: result.pay * coin * multiplier,
  };
}

/** A whole round answer around a base spin (and optional free spins). */
export function roundOf(
  base: StudioSpinOutcome,
  bet: number,
  balanceBefore: number,
  extra: Partial<StudioSpin> = {},
): StudioSpin {
  const freeSpins = extra.freeSpins ?? [];
  const pick = extra.pickBonus ?? null;
  const totalWin = base.win + freeSpins.reduce((a, s) => a + s.win, 0) + (pick?.win ?? 0);
  return {
    ...base,
    freeSpinsAwarded: freeSpins.length,
    freeSpinsMultiplier: freeSpins.length > 0 ? 2 : 1,
    freeSpins,
    pickBonus: pick,
    totalWin,
    roundId: 'round-1',
    nonce: 3,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'my-seed',
    bet,
    balanceBefore,
    balanceAfter: balanceBefore - bet + totalWin,
    fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 4 },
    ...extra,
  };
}

/** An envelope as the studio answers. */
export function ok<T>(value: T): Response {
  return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

export function refused(code: string, status: number): Response {
  return new Response(JSON.stringify({ success: false, code, message: code, value: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
