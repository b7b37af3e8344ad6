import type { StudioHighCardOutcome } from '@suerte/contracts';
import { handSeedParts, mixClientSeed } from '@suerte/fair';

/**
 * Whether published seeds give a round's client seed (SHA-256 of them joined by "/"), checked in the browser:
 * null when there are none to check (rounds from before the seeds were published).
 */
export function mixedSeedMatches(parts: readonly string[] | null, clientSeed: string): boolean | null {
  if (!parts || parts.length === 0) return null;
  try {
    return mixClientSeed(parts) === clientSeed;
  } catch {
    return false;
  }
}

/** The seeds a High Card hand was dealt from (the table's, then each seat's), or null for older hands. */
export function highCardSeedParts(
  outcome: Pick<StudioHighCardOutcome, 'tableClientSeed' | 'seats'>,
): string[] | null {
  if (outcome.tableClientSeed === undefined) return null;
  return handSeedParts(
    outcome.tableClientSeed,
    outcome.seats.map((s) => s.clientSeed ?? ''),
  );
}
