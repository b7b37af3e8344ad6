import {
  BACCARAT_SPOTS,
  type BaccaratSpot,
  type StudioBaccaratDeal,
  type StudioCrashPlay,
  type StudioEvent,
  type StudioSpin,
  type StudioSpinOutcome,
} from '@suerte/contracts';
import {
  FairStream,
  baccaratPayout,
  compileSlot,
  dealBaccarat,
  evaluateSpin,
  findVariant,
} from '@suerte/fair';
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

const PLAY_FIELDS = {
  roundId: 'round-1',
  nonce: 3,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'my-seed',
  fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 4 },
};

export function baccaratSession(overrides: Partial<SessionOf<'baccarat'>> = {}): SessionOf<'baccarat'> {
  const limit = (max: number) => ({ min: 100, max });
  return {
    ...session(),
    game: {
      code: 'baccarat',
      name: 'Baccarat',
      kind: 'baccarat',
      variant: 'standard',
      rtp: 0.989421,
      chips: [100, 500, 1_000, 5_000],
      defaultChip: 1_000,
      unit: 100,
      limits: {
        player: limit(20_000),
        banker: limit(20_000),
        tie: limit(2_500),
        playerPair: limit(1_800),
        bankerPair: limit(1_800),
      },
      returns: {
        player: 0.987649,
        banker: 0.989421,
        tie: 0.856404,
        playerPair: 0.896386,
        bankerPair: 0.896386,
      },
    },
    ...overrides,
  };
}

/** A baccarat answer: the coup the engine deals for `nonce`, settled for the stakes by the engine's payouts. */
export function dealOf(
  stakes: Partial<Record<BaccaratSpot, number>>,
  balanceBefore: number,
  nonce = 0,
): StudioBaccaratDeal {
  const coup = dealBaccarat(FairStream.of({ serverSeed: 'web-test-seed', clientSeed: 'c', nonce }));
  const all = Object.fromEntries(BACCARAT_SPOTS.map((spot) => [spot, stakes[spot] ?? 0])) as Record<
    BaccaratSpot,
    number
  >;
  const returns = Object.fromEntries(
    BACCARAT_SPOTS.map((spot) => [spot, baccaratPayout(all[spot], spot, coup)]),
  ) as Record<BaccaratSpot, number>;
  const totalWin = Object.values(returns).reduce((a, b) => a + b, 0);
  const bet = Object.values(all).reduce((a, b) => a + b, 0);
  return {
    ...coup,
    stakes: all,
    returns,
    totalWin,
    ...PLAY_FIELDS,
    bet,
    balanceBefore,
    balanceAfter: balanceBefore - bet + totalWin,
  };
}

/** The first nonce whose coup the engine deals with the given winner. */
export function nonceWhere(test: (coup: ReturnType<typeof dealBaccarat>) => boolean): number {
  for (let nonce = 0; ; nonce++)
    if (test(dealBaccarat(FairStream.of({ serverSeed: 'web-test-seed', clientSeed: 'c', nonce }))))
      return nonce;
}

export function crashSession(overrides: Partial<SessionOf<'crash'>> = {}): SessionOf<'crash'> {
  return {
    ...session(),
    game: {
      code: 'crash',
      name: 'Crash',
      kind: 'crash',
      variant: '97',
      rtp: 0.97,
      minStake: 100,
      maxStake: 500_000,
      defaultStake: 1_000,
      stakeChips: [100, 1_000, 10_000],
      minTarget: 101,
      maxTarget: 100_000,
      defaultTarget: 200,
    },
    ...overrides,
  };
}

export function crashOf(
  stake: number,
  target: number,
  crashPoint: number,
  balanceBefore: number,
): StudioCrashPlay {
  const cashedOut = crashPoint >= target && crashPoint > 100;
  const totalWin = cashedOut ? Math.floor((stake * target) / 100) : 0;
  return {
    target,
    crashPoint,
    instant: crashPoint === 100,
    cashedOut,
    totalWin,
    ...PLAY_FIELDS,
    bet: stake,
    balanceBefore,
    balanceAfter: balanceBefore - stake + totalWin,
  };
}

/** A simulated cockfight as the events list answers it (open, seed not revealed yet), with `overrides` applied. */
export function cockfightEvent(overrides: Partial<StudioEvent> = {}): StudioEvent {
  return {
    eventId: 'cockfight-1800',
    game: 'cockfight',
    sport: 'cockfight',
    status: 'OPEN',
    home: { name: 'Red Comet', rating: 600 },
    away: { name: 'Iron Talon', rating: 400 },
    drawBp: 300,
    totalLine: null,
    marginBp: 500,
    odds: { meron: 158, wala: 237, draw: 3174 },
    opensAt: '1970-01-01T00:29:00.000Z',
    closesAt: '1970-01-01T00:30:00.000Z',
    result: null,
    fairness: { serverSeedHash: 'ab', serverSeed: null, clientSeed: 'cockfight-1800', nonce: 0 },
    ...overrides,
  };
}
