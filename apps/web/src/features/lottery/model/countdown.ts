/**
 * The lottery countdown and refresh timer (spec §4, §9): a draw's betting closes `lockTime` before the draw, so
 * the countdown runs to remaining − lock; it reads hh:mm:ss, mm:ss under one hour, and '--:--:--' when the game
 * is not on sale, the time is unknown or under one second. Lists refresh when the soonest countdown ends:
 * after the shortest remaining time, 7000 ms when that is zero or less, never later than 30000 ms.
 */

/** How often a countdown re-renders. */
export const COUNTDOWN_TICK_MS = 500;
/** Refresh delay when a countdown has already run out (the next draw is being opened). */
export const REFRESH_WHEN_DUE_MS = 7_000;
/** The longest a list waits before refreshing. */
export const REFRESH_CAP_MS = 30_000;
export const UNKNOWN_COUNTDOWN = '--:--:--';

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds until betting closes: remaining time to the draw minus the lock time; null when unknown. */
export function closingIn(
  remainMs: number | null | undefined,
  lockMs: number | null | undefined,
): number | null {
  if (remainMs === null || remainMs === undefined || !Number.isFinite(remainMs)) return null;
  return remainMs - (lockMs ?? 0);
}

/** The countdown text for `ms` left ('--:--:--' when unknown, not on sale or under one second). */
export function formatCountdown(ms: number | null, onSale = true): string {
  if (!onSale || ms === null || !Number.isFinite(ms) || ms < 1_000) return UNKNOWN_COUNTDOWN;
  const total = Math.floor(ms / 1_000);
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * When to refresh a list of countdowns: after the shortest remaining time, 7000 ms when that is zero or less,
 * at most 30000 ms. Unknown times are ignored; with none known the list refreshes at the cap.
 */
export function refreshDelay(remaining: ReadonlyArray<number | null>): number {
  const known = remaining.filter((ms): ms is number => ms !== null && Number.isFinite(ms));
  if (known.length === 0) return REFRESH_CAP_MS;
  const shortest = Math.min(...known);
  if (shortest <= 0) return REFRESH_WHEN_DUE_MS;
  return Math.min(shortest, REFRESH_CAP_MS);
}
