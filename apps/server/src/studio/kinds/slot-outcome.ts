import type { StudioSlotOutcome, StudioSpinOutcome } from '@suerte/contracts';
import type { CompiledSlot, SlotRound, SpinResult } from '@suerte/fair';

/**
 * A round of coins in minor units: the stake is coin × lines, so every pay in coins times the coin value is a
 * whole amount (line pays, scatter pays and pick prizes are whole coins). Free-spin amounts carry the multiplier.
 */
export function slotOutcome(slot: CompiledSlot, round: SlotRound, bet: number): StudioSlotOutcome {
  if (bet % slot.lineCount !== 0) throw new RangeError(`stake ${bet} is not a multiple of ${slot.lineCount}`);
  const coin = bet / slot.lineCount;
  const money = (coins: number) => {
    const amount = coins * coin;
    if (!Number.isSafeInteger(amount)) throw new RangeError(`pay ${coins} coins is not a whole amount`);
    return amount;
  };
  const spin = (s: SpinResult, multiplier: number): StudioSpinOutcome => ({
    stops: s.stops,
    grid: s.grid,
    lineWins: s.lineWins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      win: money(w.pay * multiplier),
    })),
    scatterCount: s.scatterCount,
    scatterWin: money(s.scatterPay * multiplier),
    triggered: s.triggered,
    win: money(s.pay * multiplier),
  });
  const feature = slot.variant.game.feature;
  const multiplier = feature.kind === 'freeSpins' ? feature.multiplier : 1;
  const freeSpins =
    round.feature?.kind === 'freeSpins' ? round.feature.spins.map((s) => spin(s, multiplier)) : [];
  const pick = round.feature?.kind === 'pick' ? round.feature : null;
  return {
    ...spin(round.base, 1),
    freeSpinsAwarded: freeSpins.length,
    freeSpinsMultiplier: multiplier,
    freeSpins,
    pickBonus: pick ? { board: pick.board, revealed: pick.revealed, win: money(pick.pay) } : null,
    totalWin: money(round.pay),
  };
}
