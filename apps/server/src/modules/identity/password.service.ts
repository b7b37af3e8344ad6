import { WEAK_PASSWORD, checkPassword, type Locale } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import type { MerchantRecord } from '../merchants/merchant.repository.js';
import type { VerificationService } from '../verification/verification.service.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { hashToken, newToken } from './codes.js';
import { identitySettingsOf } from './identity-settings.js';
import { requirePhone } from '../verification/phone-number.js';
import {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  setPasswordHash,
} from './members.repository.js';
import { resetMail } from './password-mail.js';
import { consumeResetToken, insertResetToken } from './password-resets.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { AuthenticatedMember } from './session.service.js';
import { revokeMemberSessions } from './sessions.repository.js';
import { issuesOf } from './registration-rules.js';

const RESET_TTL_MS = 30 * 60_000;

export interface PasswordService {
  change(
    member: AuthenticatedMember,
    merchant: MerchantRecord,
    body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ip: string,
  ): Promise<void>;
  forgotByEmail(
    merchant: MerchantRecord,
    body: { username: string; email: string },
    origin: string,
    ip: string,
    locale: Locale,
  ): Promise<void>;
  resetWithToken(
    merchant: MerchantRecord,
    body: { token: string; newPassword: string; confirmNewPassword: string },
    ip: string,
  ): Promise<void>;
  resetByPhone(
    merchant: MerchantRecord,
    body: {
      mobileNum: string;
      countryDialingCode?: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword?: string;
    },
    ip: string,
  ): Promise<void>;
}

export function createPasswordService(deps: {
  db: Database;
  limiter: LimiterFactory;
  mailer: Mailer;
  verification: VerificationService;
  publicUrl: string | null;
}): PasswordService {
  const { db, mailer, verification } = deps;
  const oldPasswordGuesses = deps.limiter('password-old', {
    points: 5,
    windowSeconds: 900,
    blockSeconds: 900,
  });
  const resetMailsPerIp = deps.limiter('reset-mail-ip', { points: 5, windowSeconds: 3600 });
  const resetMailsPerAccount = deps.limiter('reset-mail-account', { points: 3, windowSeconds: 3600 });

  function checkNewPassword(merchant: MerchantRecord, password: string, confirm: string | undefined) {
    if (confirm !== undefined && confirm !== password) throw new AppError('PASSWORD_MISMATCH');
    const problem = checkPassword(identitySettingsOf(merchant).rules.password, password);
    if (problem)
      throw new AppError('VALIDATION_FAILED', undefined, { issues: issuesOf({ password: problem }) });
    if (password === WEAK_PASSWORD) throw new AppError('WEAK_PASSWORD');
  }

  /** A new password ends every session of the member, this one included: they log in again. */
  async function setPassword(
    memberId: number,
    merchantCode: string,
    password: string,
    ip: string,
    event: 'password_changed' | 'password_reset',
  ) {
    const hash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, memberId, hash);
      await revokeMemberSessions(trx, memberId, 'password_changed');
      await recordAuthEvent(trx, { merchantCode, event, memberId, ip });
    });
  }

  return {
    async change(member, merchant, body, ip) {
      checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
      await oldPasswordGuesses.check(String(member.memberId));
      const row = await findMemberById(db, member.memberId);
      if (!(await verifyPassword(row?.password_hash, body.oldPassword))) {
        await oldPasswordGuesses.consume(String(member.memberId));
        throw new AppError('WRONG_OLD_PASSWORD');
      }
      if (body.oldPassword === body.newPassword) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          issues: [{ path: 'body.newPassword', message: 'same' }],
        });
      }
      await oldPasswordGuesses.reset(String(member.memberId));
      await setPassword(member.memberId, member.merchantCode, body.newPassword, ip, 'password_changed');
    },

    async forgotByEmail(merchant, body, origin, ip, locale) {
      await resetMailsPerIp.consume(ip);
      await resetMailsPerAccount.consume(`${merchant.code}:${body.username.toLowerCase()}`);
      const member = await findMemberByUsername(db, merchant.code, body.username);
      // The answer is the same whether or not the account exists, so it cannot be used to find accounts.
      if (!member || member.status !== 'active' || !member.email) return;
      if (member.email.toLowerCase() !== body.email.trim().toLowerCase()) return;
      const token = newToken();
      await insertResetToken(db, member.id, hashToken(token), RESET_TTL_MS);
      await recordAuthEvent(db, {
        merchantCode: merchant.code,
        event: 'password_reset_requested',
        memberId: member.id,
        ip,
      });
      const link = `${deps.publicUrl ?? origin}/reset-password?token=${token}`;
      await mailer.send({
        merchantCode: merchant.code,
        to: member.email,
        ...resetMail(locale, merchant.name, link, RESET_TTL_MS / 60_000),
      });
    },

    async resetWithToken(merchant, body, ip) {
      checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
      const memberId = await consumeResetToken(db, hashToken(body.token));
      const member = memberId === null ? null : await findMemberById(db, memberId);
      if (!member || member.merchant_code !== merchant.code) throw new AppError('RESET_LINK_INVALID');
      await setPassword(member.id, merchant.code, body.newPassword, ip, 'password_reset');
    },

    async resetByPhone(merchant, body, ip) {
      const { flags, limits } = identitySettingsOf(merchant);
      if (!flags.phoneRecovery) throw new AppError('FEATURE_DISABLED');
      checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
      const phone = requirePhone(body.mobileNum, body.countryDialingCode, limits);
      await verification.check({
        merchantCode: merchant.code,
        phone: phone.full,
        purpose: 'reset',
        code: body.verificationCode,
      });
      const member = await findMemberByMobile(db, merchant.code, phone.dialingCode, phone.national);
      if (!member || member.status !== 'active') throw new AppError('VERIFICATION_CODE_INVALID');
      await setPassword(member.id, merchant.code, body.newPassword, ip, 'password_reset');
    },
  };
}
