import { useState } from 'react';
import { useAffiliateCheck } from '../api/affiliate';
import { currentInviteCodes } from '../model/invite-codes';

export interface InviteState {
  /** A verified affiliate code from the link, sent without showing the field; else null. */
  affiliateCode: string | null;
  /** Hide the affiliate field: the link's code is verified (or still being checked). */
  hideAffiliate: boolean;
  /** A referral code from the link, to prefill the field. */
  referralCode: string | null;
}

/** Invitation codes from the link (spec §4): the affiliate field disappears once the server accepts the code. */
export function useInviteCodes(): InviteState {
  const [codes] = useState(currentInviteCodes);
  const check = useAffiliateCheck(codes.affiliateCode);
  const hasCode = codes.affiliateCode !== null;
  const verified = hasCode && check.data?.valid === true;
  return {
    affiliateCode: verified ? codes.affiliateCode : null,
    hideAffiliate: verified || (hasCode && check.isPending),
    referralCode: codes.referralCode,
  };
}
