import { WEAK_PASSWORD, checkPassword } from '@suerte/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { Limiter } from '../../http/kernel/rate-limit.js';
import type { Mailer } from '../mail/index.js';
import type { MerchantRecord } from '../merchants/index.js';
import type { VerificationService } from '../verification/index.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { identitySettingsOf } from './identity-settings.js';
import { setPasswordHash } from './members.repository.js';
import { hashPassword } from './passwords.js';
import { issuesOf } from './registration-rules.js';
import { revokeMemberSessions } from './sessions.repository.js';

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
export interface ForgotByEmailBody {
  username: string;
  email: string;
}
export interface ResetWithTokenBody {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}
export interface ResetByPhoneBody {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword?: string;
}

/** What the password functions work with. */
export interface PasswordDeps {
  db: Database;
  mailer: Mailer;
  verification: VerificationService;
  site: Pick<Config, 'publicUrl' | 'port'>;
  oldPasswordGuesses: Limiter;
  resetMailsPerIp: Limiter;
  resetMailsPerAccount: Limiter;
}

export function checkNewPassword(
  merchant: MerchantRecord,
  password: string,
  confirm: string | undefined,
): void {
  if (confirm !== undefined && confirm !== password) throw new AppError('PASSWORD_MISMATCH');
  const problem = checkPassword(identitySettingsOf(merchant).rules.password, password);
  if (problem)
    throw new AppError('VALIDATION_FAILED', undefined, { issues: issuesOf({ password: problem }) });
  if (password === WEAK_PASSWORD) throw new AppError('WEAK_PASSWORD');
}

/** A new password ends every session of the member, this one included: they log in again. */
export async function setPassword(
  db: Database,
  member: { memberId: number; merchantCode: string },
  password: string,
  ip: string,
  event: 'password_changed' | 'password_reset',
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, member.memberId, hash);
    await revokeMemberSessions(trx, member.memberId, 'password_changed');
    await recordAuthEvent(trx, { merchantCode: member.merchantCode, event, memberId: member.memberId, ip });
  });
}
