import type { Locale, LoginRequest, LoginResponse, SmsLogin, UsernameLogin } from '@suerte/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { CaptchaService } from '../captcha/index.js';
import type { MerchantRecord } from '../merchants/index.js';
import { normalizePhone, requirePhone, type VerificationService } from '../verification/index.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { newInvitationCode } from './codes.js';
import { identitySettingsOf } from './identity-settings.js';
import {
  acceptAttempt,
  checkLoginAllowed,
  createLoginLimiters,
  refuseLogin,
  reserveAttempt,
  type LoginLimiters,
} from './login-attempts.js';
import { passwordChangeReason } from './login-policy.js';
import {
  databaseNow,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  markLogin,
  type MemberRow,
} from './members.repository.js';
import { verifyPassword } from './passwords.js';
import type { SessionService } from './session.service.js';

export interface LoginContext {
  merchant: MerchantRecord;
  ip: string;
  userAgent: string | null;
  browserId: string | null;
  /** The interface language of the request: a new member keeps it as their language. */
  locale: Locale;
}

export interface LoginService {
  login(ctx: LoginContext, body: LoginRequest): Promise<LoginResponse>;
  freePlay(ctx: LoginContext, os: string): Promise<LoginResponse>;
}

/** What the login functions work with. */
export interface LoginDeps {
  db: Database;
  limits: LoginLimiters;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
}

/** Opens the member's session (ending any other) and records the login, in one transaction. */
export function openSession(
  deps: Pick<LoginDeps, 'db' | 'sessions'>,
  ctx: LoginContext,
  member: MemberRow,
  loginType: 'username' | 'sms' | 'firebase',
  reason: 'weak' | 'expired' | null,
): Promise<LoginResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const firstTimeLogin = await markLogin(trx, member.id);
    const token = await deps.sessions.start(trx, {
      memberId: member.id,
      merchantCode: member.merchant_code,
      loginType,
      passwordChangeRequired: reason,
      firstTimeLogin,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      browserId: ctx.browserId,
    });
    await recordAuthEvent(trx, {
      merchantCode: member.merchant_code,
      event: 'login',
      memberId: member.id,
      subject: member.username,
      ip: ctx.ip,
      detail: { type: loginType, passwordChangeRequired: reason },
    });
    return { token, firstTimeLogin, passwordExpired: reason !== null, passwordChangeRequired: reason };
  });
}

/** The member a login name stands for: a username, or (when phone login is on) a mobile number. */
async function memberOfLoginName(db: Database, merchant: MerchantRecord, username: string) {
  const { flags, limits } = identitySettingsOf(merchant);
  const member = await findMemberByUsername(db, merchant.code, username);
  if (member || !flags.phoneLogin || !/^\d{6,15}$/.test(username)) return member;
  const phone = normalizePhone(username, undefined, limits);
  return phone ? findMemberByMobile(db, merchant.code, phone.dialingCode, phone.national) : undefined;
}

export async function passwordLogin(
  deps: LoginDeps,
  ctx: LoginContext,
  body: UsernameLogin,
): Promise<LoginResponse> {
  const { flags, limits } = identitySettingsOf(ctx.merchant);
  const { username, password } = body;
  const accountKey = `${ctx.merchant.code}:${username.toLowerCase()}`;
  const captchaAfterFailure = flags.captchaAfterFailedLogin;
  await checkLoginAllowed(deps.limits, deps.captcha, { ip: ctx.ip, accountKey, captchaAfterFailure }, body);

  // The attempt is taken BEFORE the slow comparison, atomically in the database: a burst of guesses gets
  // at most the allowance compared, however many arrive at once. A right password gives it back.
  const accountLeft = await reserveAttempt(deps.limits, ctx.ip, accountKey);
  const member = await memberOfLoginName(deps.db, ctx.merchant, username);
  // Unknown users cost the same argon2 verification as wrong passwords, and get the same answer.
  const valid = await verifyPassword(member?.password_hash, password);
  if (!valid || !member) {
    return refuseLogin(deps.db, deps.limits, {
      merchantCode: ctx.merchant.code,
      memberId: member?.id ?? null,
      username,
      ip: ctx.ip,
      accountKey,
      accountLeft,
      captchaAfterFailure,
    });
  }
  await acceptAttempt(deps.limits, ctx.ip, accountKey);
  if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const reason = passwordChangeReason({
    loginType: 'username',
    password,
    passwordChangedAt: new Date(member.password_changed_at),
    now: await databaseNow(deps.db),
    forceExpiry: flags.forcePasswordExpiryChange,
    maxAgeDays: limits.passwordMaxAgeDays,
  });
  return openSession(deps, ctx, member, 'username', reason);
}

export async function smsLogin(deps: LoginDeps, ctx: LoginContext, body: SmsLogin): Promise<LoginResponse> {
  const { flags, limits } = identitySettingsOf(ctx.merchant);
  if (!flags.verificationCodeLogin) throw new AppError('FEATURE_DISABLED');
  const phone = requirePhone(body.mobileNum, body.countryDialingCode, limits);
  await deps.verification.check({
    merchantCode: ctx.merchant.code,
    phone: phone.full,
    purpose: 'login',
    code: body.verificationCode,
  });
  const member = await findMemberByMobile(deps.db, ctx.merchant.code, phone.dialingCode, phone.national);
  if (!member) throw new AppError('VERIFICATION_CODE_INVALID');
  if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return openSession(deps, ctx, member, 'sms', null);
}

export function login(deps: LoginDeps, ctx: LoginContext, body: LoginRequest): Promise<LoginResponse> {
  if (body.type === 'sms') return smsLogin(deps, ctx, body);
  // Social sign-in needs a configured Firebase project to verify ID tokens against.
  if (body.type === 'firebase') return Promise.reject(new AppError('FEATURE_DISABLED'));
  return passwordLogin(deps, ctx, body);
}

/** A trial account for free play: a guest member, logged in at once. */
export async function freePlay(deps: LoginDeps, ctx: LoginContext, os: string): Promise<LoginResponse> {
  if (!identitySettingsOf(ctx.merchant).flags.freePlay) throw new AppError('FEATURE_DISABLED');
  await deps.limits.freePlayStarts.consume(ctx.ip);
  const code = newInvitationCode(10).toLowerCase();
  const member = await insertMember(deps.db, {
    merchant_code: ctx.merchant.code,
    username: `guest_${code}`,
    nickname: `Guest ${code.slice(0, 4).toUpperCase()}`,
    is_agent: 4,
    is_demo: true,
    referral_code: `G${code.toUpperCase()}`,
    register_ip: ctx.ip,
    register_method: 'FREEPLAY',
    profile: JSON.stringify({ os }),
  });
  await recordAuthEvent(deps.db, {
    merchantCode: ctx.merchant.code,
    event: 'freeplay',
    memberId: member.id,
    ip: ctx.ip,
    detail: { os },
  });
  return openSession(deps, ctx, member, 'username', null);
}

export function createLoginService(deps: {
  db: Database;
  config: Pick<Config, 'login' | 'firebaseProjectId'>;
  limiter: LimiterFactory;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
}): LoginService {
  const { db, sessions, captcha, verification } = deps;
  const loginDeps: LoginDeps = {
    db,
    sessions,
    captcha,
    verification,
    limits: createLoginLimiters(deps.limiter, deps.config.login),
  };
  return {
    login: (ctx, body) => login(loginDeps, ctx, body),
    freePlay: (ctx, os) => freePlay(loginDeps, ctx, os),
  };
}
