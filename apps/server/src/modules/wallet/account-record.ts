import { MAIN_WALLET } from '@suerte/contracts';

const DAY_MS = 86_400_000;

/**
 * The instants that bound a range of calendar days in the member's time zone: from the start of `from` to the
 * start of the day after `to` (exclusive), so both days are included whole.
 */
export function dayBounds(
  range: { from?: string; to?: string },
  utcOffsetMinutes: number,
): { start: Date | null; end: Date | null } {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
  return {
    start: range.from ? new Date(midnight(range.from)) : null,
    end: range.to ? new Date(midnight(range.to) + DAY_MS) : null,
  };
}

/** The account record's type of a ledger kind: its first word (deposit_demo → deposit). */
export function recordTypeOf(kind: string): string {
  return kind.split('_', 1)[0]!;
}

/** The wallet an account is, as the member sees it: 'MAIN' or the vendor's code. */
export function walletOf(kind: string, vendorCode: string): string {
  return kind === 'member_main' ? MAIN_WALLET : vendorCode;
}
