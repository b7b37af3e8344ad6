import type { StudioHighCardTable } from '@suerte/contracts';

/** Whole seconds left before the hand is dealt, counted on the server's clock (offset = server − local). */
export function secondsLeft(startsAt: string | null, offsetMs: number, nowMs: number): number | null {
  if (startsAt === null) return null;
  return Math.max(0, Math.ceil((Date.parse(startsAt) - (nowMs + offsetMs)) / 1000));
}

export interface SeatView {
  seat: number;
  player: string | null;
  mine: boolean;
  /** The card this seat got in the last hand, when it was dealt there. */
  card: number | null;
  payout: number | null;
  winner: boolean;
}

/**
 * Every seat of the table for the open hand (who sits where), with the last hand's cards shown on the seats that
 * played it, until someone sits for the next.
 */
export function seatViews(table: StudioHighCardTable, showLast: boolean): SeatView[] {
  const last = showLast ? table.lastHand : null;
  return Array.from({ length: table.seats }, (_, i) => {
    const seat = i + 1;
    const sitter = table.seated.find((s) => s.seat === seat);
    const dealt = last?.seats.find((s) => s.seat === seat);
    return {
      seat,
      player: sitter?.player ?? dealt?.player ?? null,
      mine: sitter?.mine ?? false,
      card: dealt?.card ?? null,
      payout: dealt?.payout ?? null,
      winner: last ? last.winners.includes(seat) : false,
    };
  });
}

/** The member's result in the last hand: their payout less the ante, or null when they did not play it. */
export function myResult(table: StudioHighCardTable): number | null {
  const last = table.lastHand;
  if (!last?.myRoundId) return null;
  const seat = Number(/S(\d+)$/.exec(last.myRoundId)?.[1]);
  const mine = last.seats.find((s) => s.seat === seat);
  return mine ? mine.payout - last.stake : null;
}
