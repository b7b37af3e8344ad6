import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { CaptchaService } from '../captcha/index.js';
import type { Mailer } from '../mail/index.js';
import type { SmsIdentity, VerificationService } from '../verification/index.js';
import { identitySettingsOf } from './identity-settings.js';
import { identityRoutes } from './identity.routes.js';
import { createMemberInfoService } from './member-info.js';
import { findMemberByMobile } from './members.repository.js';
import { createLoginService } from './login.service.js';
import { createPasswordService } from './password.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSessionService } from './session.service.js';

/** Members, sessions, registration and passwords, put together from their parts. */
export function createIdentity(deps: {
  db: Database;
  config: Config;
  limiter: LimiterFactory;
  captcha: CaptchaService;
  verification: VerificationService;
  mailer: Mailer;
}) {
  const { db, config, limiter, captcha, verification, mailer } = deps;
  const sessions = createSessionService(db, config.sessions);
  const login = createLoginService({ db, config, limiter, sessions, captcha, verification });
  const registration = createRegistrationService({ db, limiter, sessions, captcha, verification });
  const members = createMemberInfoService(db);
  const passwords = createPasswordService({ db, limiter, mailer, verification, config });
  // The SMS calls (verification module) read the merchant's switches and whether a number is registered.
  const sms: SmsIdentity = {
    settingsOf: identitySettingsOf,
    findMemberByMobile: (merchantCode, dialingCode, national) =>
      findMemberByMobile(db, merchantCode, dialingCode, national),
  };
  return { sessions, sms, routes: identityRoutes({ members, login, registration, sessions, passwords }) };
}

export type Identity = ReturnType<typeof createIdentity>;
