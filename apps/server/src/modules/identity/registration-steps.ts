import {
  canOpenAgentCentre,
  type CalendarDate,
  type LoginResponse,
  type RegisterBody,
} from '@suerte/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MembersTable } from '../../db/schema.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { Limiter } from '../../http/kernel/rate-limit.js';
import type { CaptchaService } from '../captcha/index.js';
import type { Phone, VerificationService } from '../verification/index.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { newInvitationCode } from './codes.js';
import type { IdentitySettings } from './identity-settings.js';
import type { LoginContext } from './login.service.js';
import {
  databaseNow,
  findMemberByCode,
  insertMember,
  markLogin,
  uniqueViolation,
} from './members.repository.js';
import { calendarDateOf } from './registration-rules.js';
import type { SessionService } from './session.service.js';

/** What the registration functions work with. */
export interface RegistrationDeps {
  db: Database;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
  registrationsPerIp: Limiter;
  codeChecksPerIp: Limiter;
}

/** The fields both registration forms share. */
export type CommonRegistration = Pick<
  RegisterBody,
  'agreement' | 'captcha' | 'captchaId' | 'affiliateCode' | 'referralCode' | 'registerUrl' | 'domain'
>;

/** Today's date on the database clock (for the minimum age). */
export async function today(db: Database): Promise<CalendarDate> {
  return calendarDateOf(await databaseNow(db));
}

/** Checks shared by both forms, in the order a person fixes them. */
export async function precheck(
  deps: RegistrationDeps,
  ctx: LoginContext,
  settings: IdentitySettings,
  body: CommonRegistration,
): Promise<void> {
  if (!body.agreement) throw new AppError('AGREEMENT_REQUIRED');
  await deps.registrationsPerIp.consume(ctx.ip);
  if (settings.flags.captchaOnRegister) await deps.captcha.verify(body.captchaId, body.captcha);
}

/** The SMS code sent to the number being registered (when the merchant verifies numbers). */
export async function checkRegistrationCode(
  deps: RegistrationDeps,
  ctx: LoginContext,
  phone: Phone,
  code: string | undefined,
): Promise<void> {
  if (!code) throw new AppError('VERIFICATION_CODE_INVALID');
  await deps.verification.check({
    merchantCode: ctx.merchant.code,
    phone: phone.full,
    purpose: 'register',
    code,
  });
}

/** The agent (affiliate code) and the member who invited (referral code) of a new member, when given. */
export async function invitationLinks(db: Database, merchantCode: string, body: CommonRegistration) {
  let uplineId: number | null = null;
  let referredById: number | null = null;
  if (body.affiliateCode) {
    const agent = await findMemberByCode(
      db,
      merchantCode,
      'affiliate_code',
      body.affiliateCode.toUpperCase(),
    );
    if (!agent || !canOpenAgentCentre(agent.is_agent)) throw new AppError('INVALID_INVITATION_CODE');
    uplineId = agent.id;
  }
  if (body.referralCode) {
    const referrer = await findMemberByCode(
      db,
      merchantCode,
      'referral_code',
      body.referralCode.toUpperCase(),
    );
    if (!referrer || referrer.is_demo) throw new AppError('INVALID_INVITATION_CODE');
    referredById = referrer.id;
  }
  return { upline_id: uplineId, referred_by_id: referredById };
}

export function registrationMeta(ctx: LoginContext, body: CommonRegistration) {
  return {
    merchant_code: ctx.merchant.code,
    register_ip: ctx.ip,
    register_url: body.registerUrl ?? null,
    register_domain: body.domain ?? null,
    register_method: 'WEB',
    language: ctx.locale,
  };
}

/** Inserts the member and opens its first session, in one transaction; a taken name or number is refused. */
export function createMember(
  deps: Pick<RegistrationDeps, 'db' | 'sessions'>,
  ctx: LoginContext,
  member: Omit<Insertable<MembersTable>, 'referral_code'>,
): Promise<LoginResponse> {
  return deps.db.transaction().execute(async (trx) => {
    let row;
    try {
      row = await insertMember(trx, { ...member, referral_code: newInvitationCode() });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'members_username') throw new AppError('USERNAME_TAKEN');
      if (constraint === 'members_mobile') throw new AppError('MOBILE_TAKEN');
      throw error;
    }
    await markLogin(trx, row.id);
    const token = await deps.sessions.start(trx, {
      memberId: row.id,
      merchantCode: row.merchant_code,
      loginType: 'register',
      passwordChangeRequired: null,
      firstTimeLogin: true,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      browserId: ctx.browserId,
    });
    await recordAuthEvent(trx, {
      merchantCode: row.merchant_code,
      event: 'register',
      memberId: row.id,
      subject: row.username,
      ip: ctx.ip,
      detail: { method: member.register_method, upline: row.upline_id, referredBy: row.referred_by_id },
    });
    return { token, firstTimeLogin: true, passwordExpired: false, passwordChangeRequired: null };
  });
}
