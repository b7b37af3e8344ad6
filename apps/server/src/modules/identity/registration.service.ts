import {
  WEAK_PASSWORD,
  canOpenAgentCentre,
  type LoginResponse,
  type RegisterBody,
  type RegisterMobileBody,
} from '@suerte/contracts';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MembersTable } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { VerificationService } from '../verification/verification.service.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { newInvitationCode } from './codes.js';
import { identitySettingsOf, type IdentitySettings } from './identity-settings.js';
import type { LoginContext } from './login.service.js';
import { requirePhone, type Phone } from '../verification/phone-number.js';
import { findMemberByCode, insertMember, markLogin, uniqueViolation } from './members.repository.js';
import { hashPassword } from './passwords.js';
import { calendarDateOf, enforceMinimumAge, enforceRules } from './registration-rules.js';
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

type Common = Pick<
  RegisterBody,
  'agreement' | 'captcha' | 'captchaId' | 'affiliateCode' | 'referralCode' | 'registerUrl' | 'domain'
>;

export function createRegistrationService(deps: {
  db: Database;
  limiter: LimiterFactory;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
}): RegistrationService {
  const { db, sessions, captcha, verification } = deps;
  const registrationsPerIp = deps.limiter('register-ip', { points: 10, windowSeconds: 3600 });
  const codeChecksPerIp = deps.limiter('code-check-ip', { points: 30, windowSeconds: 600 });

  async function today() {
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
    return calendarDateOf(new Date(rows[0]!.now));
  }

  /** Checks shared by both forms, in the order a person fixes them. */
  async function precheck(ctx: LoginContext, settings: IdentitySettings, body: Common) {
    if (!body.agreement) throw new AppError('AGREEMENT_REQUIRED');
    await registrationsPerIp.consume(ctx.ip);
    if (settings.flags.captchaOnRegister) await captcha.verify(body.captchaId, body.captcha);
  }

  async function links(merchantCode: string, body: Common) {
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

  async function create(ctx: LoginContext, member: Omit<Insertable<MembersTable>, 'referral_code'>) {
    return db.transaction().execute(async (trx) => {
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
      const token = await sessions.start(trx, {
        memberId: row.id,
        merchantCode: row.merchant_code,
        loginType: 'register',
        passwordChangeRequired: null,
        firstTimeLogin: true,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
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

  function registrationMeta(ctx: LoginContext, body: Common) {
    return {
      merchant_code: ctx.merchant.code,
      register_ip: ctx.ip,
      register_url: body.registerUrl ?? null,
      register_domain: body.domain ?? null,
      register_method: 'WEB',
    };
  }

  return {
    async register(ctx, body) {
      const settings = identitySettingsOf(ctx.merchant);
      const { rules, flags, limits } = settings;
      await precheck(ctx, settings, body);
      enforceRules(rules, { ...body, username: body.username });
      if (body.password === WEAK_PASSWORD) throw new AppError('WEAK_PASSWORD');
      enforceMinimumAge(body.birthday, rules.birthday.patternId, limits.minimumAge, await today());
      let mobile: Phone | null = null;
      if (rules.mobileNum.enabled && body.mobileNum) {
        mobile = requirePhone(body.mobileNum, body.countryDialingCode, limits);
        if (flags.smsVerification) {
          if (!body.verificationCode) throw new AppError('VERIFICATION_CODE_INVALID');
          await verification.check({
            merchantCode: ctx.merchant.code,
            phone: mobile.full,
            purpose: 'register',
            code: body.verificationCode,
          });
        }
      }
      const profile: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) if (body[field]) profile[field] = body[field]!;
      return create(ctx, {
        ...registrationMeta(ctx, body),
        ...(await links(ctx.merchant.code, body)),
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
    },

    async registerMobile(ctx, body) {
      const settings = identitySettingsOf(ctx.merchant);
      const { rules, flags, limits } = settings;
      if (!flags.mobileRegistration) throw new AppError('FEATURE_DISABLED');
      await precheck(ctx, settings, body);
      const phone = requirePhone(body.mobileNum, body.countryDialingCode, limits);
      const { dialingCode: dialing, national } = phone;
      if (flags.passwordWithMobileRegistration) {
        enforceRules(rules, body, ['password', 'confirmPassword']);
        if (body.password === WEAK_PASSWORD) throw new AppError('WEAK_PASSWORD');
      }
      if (rules.birthday.enabled) enforceRules(rules, body, ['birthday']);
      enforceMinimumAge(body.birthday, rules.birthday.patternId, limits.minimumAge, await today());
      if (flags.smsVerification) {
        if (!body.verificationCode) throw new AppError('VERIFICATION_CODE_INVALID');
        await verification.check({
          merchantCode: ctx.merchant.code,
          phone: phone.full,
          purpose: 'register',
          code: body.verificationCode,
        });
      }
      const password = flags.passwordWithMobileRegistration && body.password ? body.password : null;
      return create(ctx, {
        ...registrationMeta(ctx, body),
        ...(await links(ctx.merchant.code, body)),
        // Mobile members sign in with their number; the username only has to be unique and recognisable.
        username: `m${dialing.slice(1)}${national}`,
        password_hash: password ? await hashPassword(password) : null,
        nickname: `${dialing} ${national.slice(0, 3)}****${national.slice(-3)}`,
        country_dialing_code: dialing,
        mobile_num: national,
        birthday: body.birthday || null,
      });
    },

    async checkCode(merchantCode, kind, code, ip) {
      // Codes are short and guessable: each address gets a few tries.
      await codeChecksPerIp.consume(ip);
      const found = await findMemberByCode(
        db,
        merchantCode,
        kind === 'affiliate' ? 'affiliate_code' : 'referral_code',
        code.toUpperCase(),
      );
      if (!found) return false;
      return kind === 'affiliate' ? canOpenAgentCentre(found.is_agent) : !found.is_demo;
    },
  };
}
