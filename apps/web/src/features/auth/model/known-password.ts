/**
 * The password the member just logged in with, when the server then forces a change (spec §5 "old required
 * unless known from login"). Held in memory only for the change-password dialog, never stored.
 */
let known: string | null = null;

export function setKnownPassword(password: string | null): void {
  known = password;
}

export function knownPassword(): string | null {
  return known;
}
