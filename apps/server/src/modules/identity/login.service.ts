import type { LoginBody, LoginResponse } from '@suerte/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import type { MerchantRecord } from '../merchants/merchant.repository.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { VerificationService } from '../verification/verification.service.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { newInvitationCode } from './codes.js';
import { identitySettingsOf } from './identity-settings.js';
import { normalizePhone, requirePhone } from '../verification/phone-number.js';
import { passwordChangeReason } from './login-policy.js';
import {
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
}

export interface LoginService {
  login(ctx: LoginContext, body: LoginBody): Promise<LoginResponse>;
  freePlay(ctx: LoginContext, os: string): Promise<LoginResponse>;
}

/** After this many failures from one address in a day, every login from it needs a captcha. */
const IP_FAILURES_BEFORE_CAPTCHA = 3;

export function createLoginService(deps: {
  db: Database;
  config: Pick<Config, 'login' | 'firebaseProjectId'>;
  limiter: LimiterFactory;
  sessions: SessionService;
  captcha: CaptchaService;
  verification: VerificationService;
}): LoginService {
  const { db, config, sessions, captcha, verification } = deps;
  const lockSeconds = Math.ceil(config.login.lockMs / 1000);
  const accountFailures = deps.limiter('login-account', {
    points: config.login.maxFailures,
    windowSeconds: lockSeconds,
    blockSeconds: lockSeconds,
  });
  const ipFailures = deps.limiter('login-ip', {
    points: config.login.maxFailuresPerIp,
    windowSeconds: 86_400,
  });
  const freePlayStarts = deps.limiter('freeplay-ip', { points: 20, windowSeconds: 3600 });

  async function openSession(
    ctx: LoginContext,
    member: MemberRow,
    loginType: 'username' | 'sms' | 'firebase',
    reason: 'weak' | 'expired' | null,
  ): Promise<LoginResponse> {
    return db.transaction().execute(async (trx) => {
      const firstTimeLogin = await markLogin(trx, member.id);
      const token = await sessions.start(trx, {
        memberId: member.id,
        merchantCode: member.merchant_code,
        loginType,
        passwordChangeRequired: reason,
        firstTimeLogin,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
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

  async function passwordLogin(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
    const { flags, limits } = identitySettingsOf(ctx.merchant);
    const username = body.username?.trim() ?? '';
    const password = body.password ?? '';
    if (!username || !password)
      throw new AppError('VALIDATION_FAILED', undefined, { captchaRequired: false });
    const accountKey = `${ctx.merchant.code}:${username.toLowerCase()}`;

    await ipFailures.check(ctx.ip);
    try {
      await accountFailures.check(accountKey);
    } catch (error) {
      throw new AppError('ACCOUNT_LOCKED', undefined, (error as AppError).details);
    }
    const captchaRequired =
      flags.captchaAfterFailedLogin &&
      ((await accountFailures.remaining(accountKey)) < config.login.maxFailures ||
        (await ipFailures.remaining(ctx.ip)) <= config.login.maxFailuresPerIp - IP_FAILURES_BEFORE_CAPTCHA);
    if (captchaRequired) {
      try {
        await captcha.verify(body.captchaId, body.captcha);
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.code, undefined, { captchaRequired: true });
        throw error;
      }
    }

    let member = await findMemberByUsername(db, ctx.merchant.code, username);
    if (!member && flags.phoneLogin && /^\d{6,15}$/.test(username)) {
      const phone = normalizePhone(username, undefined, limits);
      if (phone) member = await findMemberByMobile(db, ctx.merchant.code, phone.dialingCode, phone.national);
    }
    // Unknown users cost the same argon2 verification as wrong passwords, and get the same answer.
    const valid = await verifyPassword(member?.password_hash, password);
    if (!valid || !member) {
      await recordAuthEvent(db, {
        merchantCode: ctx.merchant.code,
        event: 'login_failed',
        memberId: member?.id ?? null,
        subject: username,
        ip: ctx.ip,
      });
      await ipFailures.consume(ctx.ip).catch(() => undefined);
      const left = await accountFailures.consume(accountKey).catch(() => 0);
      if (left === 0) {
        // The failure that uses up the allowance locks the account for the full lock time from now.
        await accountFailures.block(accountKey, lockSeconds);
        await recordAuthEvent(db, {
          merchantCode: ctx.merchant.code,
          event: 'lockout',
          memberId: member?.id ?? null,
          subject: username,
          ip: ctx.ip,
        });
        throw new AppError('ACCOUNT_LOCKED', undefined, {
          retryAfterSeconds: lockSeconds,
          captchaRequired: true,
        });
      }
      throw new AppError('INVALID_CREDENTIALS', undefined, {
        captchaRequired: flags.captchaAfterFailedLogin,
      });
    }
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await accountFailures.reset(accountKey);
    const now = await sql<{ now: Date }>`select now() as now`.execute(db);
    const reason = passwordChangeReason({
      loginType: 'username',
      password,
      passwordChangedAt: new Date(member.password_changed_at),
      now: new Date(now.rows[0]!.now),
      forceExpiry: flags.forcePasswordExpiryChange,
      maxAgeDays: limits.passwordMaxAgeDays,
    });
    return openSession(ctx, member, 'username', reason);
  }

  async function smsLogin(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
    const { flags, limits } = identitySettingsOf(ctx.merchant);
    if (!flags.verificationCodeLogin) throw new AppError('FEATURE_DISABLED');
    const phone = requirePhone(body.mobileNum, body.countryDialingCode, limits);
    if (!body.verificationCode) throw new AppError('VERIFICATION_CODE_INVALID');
    await verification.check({
      merchantCode: ctx.merchant.code,
      phone: phone.full,
      purpose: 'login',
      code: body.verificationCode,
    });
    const member = await findMemberByMobile(db, ctx.merchant.code, phone.dialingCode, phone.national);
    if (!member) throw new AppError('VERIFICATION_CODE_INVALID');
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return openSession(ctx, member, 'sms', null);
  }

  return {
    async login(ctx, body) {
      const type = body.type ?? 'username';
      if (type === 'sms') return smsLogin(ctx, body);
      if (type === 'firebase') {
        // Social sign-in needs a configured Firebase project to verify ID tokens against.
        throw new AppError('FEATURE_DISABLED');
      }
      return passwordLogin(ctx, body);
    },

    async freePlay(ctx, os) {
      if (!identitySettingsOf(ctx.merchant).flags.freePlay) throw new AppError('FEATURE_DISABLED');
      await freePlayStarts.consume(ctx.ip);
      const code = newInvitationCode(10).toLowerCase();
      const member = await insertMember(db, {
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
      await recordAuthEvent(db, {
        merchantCode: ctx.merchant.code,
        event: 'freeplay',
        memberId: member.id,
        ip: ctx.ip,
        detail: { os },
      });
      return openSession(ctx, member, 'username', null);
    },
  };
}
