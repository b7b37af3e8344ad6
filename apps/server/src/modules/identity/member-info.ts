import { normalizeLocale, type Locale, type MemberInfo } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { MerchantRecord } from '../merchants/index.js';
import { findMemberById, setMemberLanguage, type MemberRow } from './members.repository.js';
import type { AuthenticatedMember } from './session.service.js';

/** The member session object of spec §3, from the member row and the session. */
export function memberInfoOf(
  member: MemberRow,
  session: AuthenticatedMember,
  merchant: MerchantRecord,
  language: Locale,
): MemberInfo {
  return {
    account: member.username,
    username: member.username,
    nickname: member.nickname,
    customerId: member.id,
    isAgent: member.is_agent,
    toUpline: member.upline_id !== null,
    memberLabel: member.member_label,
    merchantCode: member.merchant_code,
    platform: 'WEB',
    // The language the member chose last (restored on another device), else the one of the request.
    language: member.language ? normalizeLocale(member.language) : language,
    currency: merchant.currency_code,
    currencySymbol: merchant.currency_symbol,
    firstTimeLogin: session.firstTimeLogin,
    passwordExpired: session.passwordChangeRequired !== null,
    passwordChangeRequired: session.passwordChangeRequired,
    email: member.email,
    mobileNum: member.mobile_num,
    countryDialingCode: member.country_dialing_code,
    affiliateCode: member.affiliate_code,
    referralCode: member.referral_code,
    registeredAt: new Date(member.created_at).toISOString(),
    lastLoginAt: member.last_login_at ? new Date(member.last_login_at).toISOString() : null,
  };
}

/** The avatar: generated from the first letter of the account, served by /media. */
export function memberIconUrl(username: string): string {
  const first = username.charAt(0).toLowerCase();
  return `/media/avatar/${/^[a-z0-9]$/.test(first) ? first : 'm'}.svg`;
}

/** The signed-in member's own profile, read for the member routes. */
export function createMemberInfoService(db: Database) {
  return {
    async info(
      session: AuthenticatedMember,
      merchant: MerchantRecord,
      language: Locale,
    ): Promise<MemberInfo> {
      const row = await findMemberById(db, session.memberId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return memberInfoOf(row, session, merchant, language);
    },

    /** The member chose an interface language: mails and SMS use it, another device's login restores it. */
    async saveLanguage(session: AuthenticatedMember, requested: string): Promise<Locale> {
      const language = normalizeLocale(requested);
      await setMemberLanguage(db, session.memberId, language);
      return language;
    },

    async iconUrl(memberId: number): Promise<string> {
      const row = await findMemberById(db, memberId);
      return memberIconUrl(row?.username ?? '');
    },
  };
}

export type MemberInfoService = ReturnType<typeof createMemberInfoService>;
