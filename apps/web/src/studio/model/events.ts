import type { StudioEvent, StudioEventSelection } from '@suerte/contracts';
import { fairLink } from './fair-link';

/** Decimal odds from hundredths (185 → "1.85"), in the player's language. */
export function oddsText(odds: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    odds / 100,
  );
}

/** What a winning bet returns, stake included: floor(stake × odds / 100), as the server settles it. */
export function potentialReturn(stake: number, odds: number): number {
  return Math.floor((stake * odds) / 100);
}

/** Time left until `closesAt` on the server's clock (offset = server − device), as m:ss; "0:00" once closed. */
export function countdown(closesAt: string, nowMs: number, offsetMs: number): string {
  const left = Math.max(0, Math.ceil((Date.parse(closesAt) - (nowMs + offsetMs)) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

export function isOpen(event: StudioEvent, nowMs: number, offsetMs: number): boolean {
  return event.status === 'OPEN' && Date.parse(event.closesAt) > nowMs + offsetMs;
}

/** The selections of an event in the order the screen shows them: the 1X2 (or meron, draw, wala) row, then totals. */
export function selectionRows(event: StudioEvent): StudioEventSelection[][] {
  const main: StudioEventSelection[] =
    event.sport === 'cockfight' ? ['meron', 'draw', 'wala'] : ['home', 'draw', 'away'];
  const rows = [main.filter((s) => event.odds[s] !== undefined)];
  if (event.sport === 'football')
    rows.push((['over', 'under'] as const).filter((s) => event.odds[s] !== undefined));
  return rows.filter((r) => r.length > 0);
}

/**
 * What the verifier needs beside the seeds to draw an event's result again: its sport's engine and the published
 * ratings (and, for a cockfight, the draw's share) the result was drawn with. An event bet in recall carries the same.
 */
export function eventReplay(event: {
  sport: StudioEvent['sport'];
  home: { rating: number };
  away: { rating: number };
  drawBp: number | null;
}): { game: string; params: Record<string, string> } {
  return {
    game: event.sport,
    params:
      event.sport === 'cockfight'
        ? {
            meron: String(event.home.rating),
            wala: String(event.away.rating),
            drawBp: String(event.drawBp ?? 0),
          }
        : { home: String(event.home.rating), away: String(event.away.rating) },
  };
}

/** The /fair verifier filled with an event's revealed seeds and its published ratings. */
export function eventFairLink(event: StudioEvent): string | null {
  const { serverSeed, serverSeedHash, clientSeed } = event.fairness;
  if (!serverSeed) return null;
  // An event's result is nonce 0 of its own seeds (every bet on it shares them).
  return fairLink(
    { kind: 'event', code: event.sport, variant: '' },
    { serverSeed, serverSeedHash, clientSeed, nonce: 0 },
    eventReplay(event),
  );
}
