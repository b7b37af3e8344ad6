import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { VerificationService } from '../verification/verification.service.js';
import { identityRoutes } from './identity.routes.js';
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
  const passwords = createPasswordService({ db, limiter, mailer, verification, publicUrl: config.publicUrl });
  return { sessions, routes: identityRoutes({ db, login, registration, sessions, passwords }) };
}
