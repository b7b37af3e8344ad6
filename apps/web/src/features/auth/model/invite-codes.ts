/** Invitation codes a link can carry (spec §4): `?affiliateCode=`, `?aff=` or `?code=`; `?referralCode=` or `?ref=`. */
export interface InviteCodes {
  affiliateCode: string | null;
  referralCode: string | null;
}

/** Pages whose own `code` parameter is not an invitation (the lottery game page: `?code={gameCode}`). */
const PAGES_WITH_OWN_CODE = ['/vnlottery'];

export function inviteCodesFrom(search: string, pathname = '/'): InviteCodes {
  const query = new URLSearchParams(search);
  const pick = (...names: string[]) =>
    names.map((name) => query.get(name)?.trim()).find((value) => value) ?? null;
  const affiliateNames = PAGES_WITH_OWN_CODE.includes(pathname)
    ? ['affiliateCode', 'aff']
    : ['affiliateCode', 'aff', 'code'];
  return { affiliateCode: pick(...affiliateNames), referralCode: pick('referralCode', 'ref') };
}

/** Where a link's codes are kept until registration or expiry: they survive reloads and later visits. */
export const INVITE_STORAGE_KEY = 'suerte_invite';
/** An agent's link counts for this long after the visitor last arrived through it. */
export const INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredInvite extends InviteCodes {
  savedAt: number;
}

function readStored(now: number): InviteCodes {
  const none = { affiliateCode: null, referralCode: null };
  try {
    const raw = window.localStorage.getItem(INVITE_STORAGE_KEY);
    if (!raw) return none;
    const stored = JSON.parse(raw) as Partial<StoredInvite>;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > INVITE_TTL_MS) {
      window.localStorage.removeItem(INVITE_STORAGE_KEY);
      return none;
    }
    const text = (value: unknown) => (typeof value === 'string' && value.length <= 32 ? value : null);
    return { affiliateCode: text(stored.affiliateCode), referralCode: text(stored.referralCode) };
  } catch {
    return none;
  }
}

function store(codes: InviteCodes, now: number): void {
  try {
    const value: StoredInvite = { ...codes, savedAt: now };
    window.localStorage.setItem(INVITE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage blocked: the codes then count for this visit only
  }
}

// The page the visitor landed on: the code still counts after the app navigates away from that URL.
let landing: InviteCodes = { affiliateCode: null, referralCode: null };

/**
 * Called once when the app starts (by AuthModals' module): a link with codes replaces what was kept (the newest
 * agent's link wins); a link without keeps the earlier link's codes until they expire.
 */
export function captureLandingInviteCodes(now = Date.now()): void {
  const fromLink = inviteCodesFrom(window.location.search, window.location.pathname);
  const kept = readStored(now);
  if (fromLink.affiliateCode || fromLink.referralCode) {
    landing = fromLink;
    store(fromLink, now);
  } else landing = kept;
}

/** The codes of the current URL, else those of the landing page (or kept from an earlier visit). */
export function currentInviteCodes(): InviteCodes {
  const now = inviteCodesFrom(window.location.search, window.location.pathname);
  return {
    affiliateCode: now.affiliateCode ?? landing.affiliateCode,
    referralCode: now.referralCode ?? landing.referralCode,
  };
}

/** The member registered: the link has done its work. */
export function forgetInviteCodes(): void {
  landing = { affiliateCode: null, referralCode: null };
  try {
    window.localStorage.removeItem(INVITE_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
