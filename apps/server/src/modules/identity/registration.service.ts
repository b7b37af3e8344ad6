import {
  WEAK_PASSWORD,
  canOpenAgentCentre,
  type LoginResponse,
  type RegisterBody,
  type RegisterMobileBody,
} from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { CaptchaService } from '../captcha/index.js';
import { requirePhone, type Phone, type VerificationService } from '../verification/index.js';
import { identitySettingsOf } from './identity-settings.js';
import type { LoginContext } from './login.service.js';
import { findMemberByCode } from './members.repository.js';
import { hashPassword } from './passwords.js';
import {
  checkRegistrationCode,
  createMember,
  invitationLinks,
  precheck,
  registrationMeta,
  today,
  type RegistrationDeps,
} from './registration-steps.js';
import { enforceMinimumAge, enforceRules } from './registration-rules.js';
import type { SessionService } from './session.service.js';

export interface RegistrationService {
  register(ctx: LoginContext, body: RegisterBody): Promise<LoginResponse>;
  registerMobile(ctx: LoginContext, body: RegisterMobileBody): Promise<LoginResponse>;
  /** Whether an affiliate (agent) or referral (invitation) code exists at the merchant. */
  checkCode(merchantCode: string, kind: 'affiliate' | 'referral', code: string, ip: string): Promise<boolean>;
}

const PROFILE_FIELDS = [
  'payeeName',
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;

/** The username form (spec §5): the merchant's field rules, an optional number, invitation codes. */
export async function register(
  deps: RegistrationDeps,
  ctx: LoginContext,
  body: RegisterBody,
): Promise<LoginResponse> {
  const settings = identitySettingsOf(ctx.merchant);
  const { rules, flags, limits } = settings;
  await precheck(deps, ctx, settings, body);
  enforceRules(rules, { ...body, username: body.username });
  if (body.password === WEAK_PASSWORD) throw new AppError('WEAK_PASSWORD');
  enforceMinimumAge(body.birthday, rules.birthday.patternId, limits.minimumAge, await today(deps.db));
  let mobile: Phone | null = null;
  if (rules.mobileNum.enabled && body.mobileNum) {
    mobile = requirePhone(body.mobileNum, body.countryDialingCode, limits);
    if (flags.smsVerification) await checkRegistrationCode(deps, ctx, mobile, body.verificationCode);
  }
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) if (body[field]) profile[field] = body[field]!;
  return createMember(deps, ctx, {
    ...registrationMeta(ctx, body),
    ...(await invitationLinks(deps.db, ctx.merchant.code, body)),
    username: body.username,
    password_hash: await hashPassword(body.password),
    payment_password_hash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
    nickname: body.nickname || body.username,
    email: body.email || null,
    country_dialing_code: mobile?.dialingCode ?? null,
    mobile_num: mobile?.national ?? null,
    birthday: body.birthday || null,
    profile: JSON.stringify(profile),
  });
}

/** The mobile form: the number is the account (a password only when the merchant asks for one). */
export async function registerMobile(
  deps: RegistrationDeps,
  ctx: LoginContext,
  body: RegisterMobileBody,
): Promise<LoginResponse> {
  const settings = identitySettingsOf(ctx.merchant);
  const { rules, flags, limits } = settings;
  if (!flags.mobileRegistration) throw new AppError('FEATURE_DISABLED');
  await precheck(deps, ctx, settings, body);
  const phone = requirePhone(body.mobileNum, body.countryDialingCode, limits);
  const { dialingCode: dialing, national } = phone;
  if (flags.passwordWithMobileRegistration) {
    enforceRules(rules, body, ['password', 'confirmPassword']);
    if (body.password === WEAK_PASSWORD) throw new AppError('WEAK_PASSWORD');
  }
  if (rules.birthday.enabled) enforceRules(rules, body, ['birthday']);
  enforceMinimumAge(body.birthday, rules.birthday.patternId, limits.minimumAge, await today(deps.db));
  if (flags.smsVerification) await checkRegistrationCode(deps, ctx, phone, body.verificationCode);
  const password = flags.passwordWithMobileRegistration && body.password ? body.password : null;
  return createMember(deps, ctx, {
    ...registrationMeta(ctx, body),
    ...(await invitationLinks(deps.db, ctx.merchant.code, body)),
    // Mobile members sign in with their number; the username only has to be unique and recognisable.
    username: `m${dialing.slice(1)}${national}`,
    password_hash: password ? await hashPassword(password) : null,
    nickname: `${dialing} ${national.slice(0, 3)}****${national.slice(-3)}`,
    country_dialing_code: dialing,
    mobile_num: national,
    birthday: body.birthday || null,
  });
}

/** Whether an affiliate (agent) or referral (invitation) code exists at the merchant. */
export async function checkCode(
  deps: RegistrationDeps,
  merchantCode: string,
  kind: 'affiliate' | 'referral',
  code: string,
  ip: string,
): Promise<boolean> {
  // Codes are short and guessable: each address gets a few tries.
  await deps.codeChecksPerIp.consume(ip);
  const column = kind === 'affiliate' ? 'affiliate_code' : 'referral_code';
  const found = await findMemberByCode(deps.db, merchantCode, column, code.toUpperCase());
  if (!found) return false;
  return kind === 'affiliate' ? canOpenAgentCentre(found.is_agent) : !found.is_demo;
}

export function createRegistrationService(deps: {
  db: Database;
  limiter: LimiterFactory;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
}): RegistrationService {
  const { db, sessions, captcha, verification } = deps;
  const steps: RegistrationDeps = {
    db,
    sessions,
    captcha,
    verification,
    registrationsPerIp: deps.limiter('register-ip', { points: 10, windowSeconds: 3600 }),
    codeChecksPerIp: deps.limiter('code-check-ip', { points: 30, windowSeconds: 600 }),
  };
  return {
    register: (ctx, body) => register(steps, ctx, body),
    registerMobile: (ctx, body) => registerMobile(steps, ctx, body),
    checkCode: (merchantCode, kind, code, ip) => checkCode(steps, merchantCode, kind, code, ip),
  };
}
