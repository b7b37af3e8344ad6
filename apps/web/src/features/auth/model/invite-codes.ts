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

// The page the visitor landed on: the code still counts after the app navigates away from that URL.
let landing: InviteCodes = { affiliateCode: null, referralCode: null };

/** Called once when the app starts (by AuthModals' module). */
export function captureLandingInviteCodes(): void {
  landing = inviteCodesFrom(window.location.search, window.location.pathname);
}

/** The codes of the current URL, else those of the landing page. */
export function currentInviteCodes(): InviteCodes {
  const now = inviteCodesFrom(window.location.search, window.location.pathname);
  return {
    affiliateCode: now.affiliateCode ?? landing.affiliateCode,
    referralCode: now.referralCode ?? landing.referralCode,
  };
}
