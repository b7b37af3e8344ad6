import { normalizeLocale, type Locale } from '@suerte/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { Mailer } from '../mail/index.js';
import { findMainWebDomain, type MerchantRecord } from '../merchants/index.js';
import { requirePhone, type VerificationService } from '../verification/index.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { hashToken, newToken } from './codes.js';
import { identitySettingsOf } from './identity-settings.js';
import { findMemberById, findMemberByMobile, findMemberByUsername } from './members.repository.js';
import { resetMail } from './password-mail.js';
import { consumeResetToken, insertResetToken } from './password-resets.repository.js';
import {
  checkNewPassword,
  setPassword,
  type ChangePasswordBody,
  type ForgotByEmailBody,
  type PasswordDeps,
  type ResetByPhoneBody,
  type ResetWithTokenBody,
} from './password-steps.js';
import { verifyPassword } from './passwords.js';
import type { AuthenticatedMember } from './session.service.js';
import { siteUrlOf } from './site-url.js';

const RESET_TTL_MS = 30 * 60_000;

export interface PasswordService {
  change(
    member: AuthenticatedMember,
    merchant: MerchantRecord,
    body: ChangePasswordBody,
    ip: string,
  ): Promise<void>;
  forgotByEmail(merchant: MerchantRecord, body: ForgotByEmailBody, ip: string, locale: Locale): Promise<void>;
  resetWithToken(merchant: MerchantRecord, body: ResetWithTokenBody, ip: string): Promise<void>;
  resetByPhone(merchant: MerchantRecord, body: ResetByPhoneBody, ip: string): Promise<void>;
}

export async function changePassword(
  deps: PasswordDeps,
  member: AuthenticatedMember,
  merchant: MerchantRecord,
  body: ChangePasswordBody,
  ip: string,
): Promise<void> {
  checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
  // One guess is taken before the slow comparison, so a burst cannot compare more than the allowance.
  await deps.oldPasswordGuesses.consume(String(member.memberId));
  const row = await findMemberById(deps.db, member.memberId);
  if (!(await verifyPassword(row?.password_hash, body.oldPassword))) throw new AppError('WRONG_OLD_PASSWORD');
  await deps.oldPasswordGuesses.reset(String(member.memberId));
  if (body.oldPassword === body.newPassword) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      issues: [{ path: 'body.newPassword', message: 'same' }],
    });
  }
  await setPassword(deps.db, member, body.newPassword, ip, 'password_changed');
}

/** Mails a reset link when name and address match an active member; the answer is the same either way. */
export async function forgotByEmail(
  deps: PasswordDeps,
  merchant: MerchantRecord,
  body: ForgotByEmailBody,
  ip: string,
  locale: Locale,
): Promise<void> {
  const siteUrl = siteUrlOf({
    mainDomain: await findMainWebDomain(deps.db, merchant.code),
    publicUrl: deps.site.publicUrl,
    port: deps.site.port,
  });
  if (!siteUrl) throw new AppError('FEATURE_DISABLED', undefined, { reason: 'NO_SITE_URL' });
  await deps.resetMailsPerIp.consume(ip);
  await deps.resetMailsPerAccount.consume(`${merchant.code}:${body.username.toLowerCase()}`);
  const member = await findMemberByUsername(deps.db, merchant.code, body.username);
  // The answer is the same whether or not the account exists, so it cannot be used to find accounts.
  if (!member || member.status !== 'active' || !member.email) return;
  if (member.email.toLowerCase() !== body.email.trim().toLowerCase()) return;
  const token = newToken();
  await insertResetToken(deps.db, member.id, hashToken(token), RESET_TTL_MS);
  await recordAuthEvent(deps.db, {
    merchantCode: merchant.code,
    event: 'password_reset_requested',
    memberId: member.id,
    ip,
  });
  const link = `${siteUrl}/reset-password?token=${token}`;
  await deps.mailer.send({
    merchantCode: merchant.code,
    to: member.email,
    // In the language the member chose last, else the one the request came in.
    ...resetMail(
      member.language ? normalizeLocale(member.language) : locale,
      merchant.name,
      link,
      RESET_TTL_MS / 60_000,
    ),
  });
}

export async function resetWithToken(
  deps: PasswordDeps,
  merchant: MerchantRecord,
  body: ResetWithTokenBody,
  ip: string,
): Promise<void> {
  checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
  const memberId = await consumeResetToken(deps.db, hashToken(body.token));
  const member = memberId === null ? null : await findMemberById(deps.db, memberId);
  if (!member || member.merchant_code !== merchant.code) throw new AppError('RESET_LINK_INVALID');
  await setPassword(
    deps.db,
    { memberId: member.id, merchantCode: merchant.code },
    body.newPassword,
    ip,
    'password_reset',
  );
}

export async function resetByPhone(
  deps: PasswordDeps,
  merchant: MerchantRecord,
  body: ResetByPhoneBody,
  ip: string,
): Promise<void> {
  const { flags, limits } = identitySettingsOf(merchant);
  if (!flags.phoneRecovery) throw new AppError('FEATURE_DISABLED');
  checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
  const phone = requirePhone(body.mobileNum, body.countryDialingCode, limits);
  await deps.verification.check({
    merchantCode: merchant.code,
    phone: phone.full,
    purpose: 'reset',
    code: body.verificationCode,
  });
  const member = await findMemberByMobile(deps.db, merchant.code, phone.dialingCode, phone.national);
  if (!member || member.status !== 'active') throw new AppError('VERIFICATION_CODE_INVALID');
  await setPassword(
    deps.db,
    { memberId: member.id, merchantCode: merchant.code },
    body.newPassword,
    ip,
    'password_reset',
  );
}

export function createPasswordService(deps: {
  db: Database;
  limiter: LimiterFactory;
  mailer: Mailer;
  verification: VerificationService;
  config: Pick<Config, 'publicUrl' | 'port'>;
}): PasswordService {
  const passwordDeps: PasswordDeps = {
    db: deps.db,
    mailer: deps.mailer,
    verification: deps.verification,
    site: deps.config,
    oldPasswordGuesses: deps.limiter('password-old', { points: 5, windowSeconds: 900, blockSeconds: 900 }),
    resetMailsPerIp: deps.limiter('reset-mail-ip', { points: 5, windowSeconds: 3600 }),
    resetMailsPerAccount: deps.limiter('reset-mail-account', { points: 3, windowSeconds: 3600 }),
  };
  return {
    change: (member, merchant, body, ip) => changePassword(passwordDeps, member, merchant, body, ip),
    forgotByEmail: (merchant, body, ip, locale) => forgotByEmail(passwordDeps, merchant, body, ip, locale),
    resetWithToken: (merchant, body, ip) => resetWithToken(passwordDeps, merchant, body, ip),
    resetByPhone: (merchant, body, ip) => resetByPhone(passwordDeps, merchant, body, ip),
  };
}
