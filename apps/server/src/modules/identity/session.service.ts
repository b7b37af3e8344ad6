import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Transaction } from 'kysely';
import { AppError } from '../../http/kernel/app-error.js';
import type { AuthenticatedMember } from '../../http/kernel/request-member.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { hashToken, newToken } from './codes.js';
import {
  findSessionByTokenHash,
  insertSession,
  endSessionsForNewLogin,
  revokeSession,
  touchSession,
} from './sessions.repository.js';

export type { AuthenticatedMember };

export interface StartSession {
  memberId: number;
  merchantCode: string;
  loginType: string;
  passwordChangeRequired: 'weak' | 'expired' | null;
  firstTimeLogin: boolean;
  ip: string | null;
  userAgent: string | null;
  /** The browser's own id (header x-browser-id), when it sent a well-formed one. */
  browserId: string | null;
}

export interface SessionService {
  /**
   * Ends any live session of the member (one session per member) and opens a new one; returns its token. A
   * session of the same browser is renewed (its tabs share the new token), any other is replaced.
   */
  start(trx: Transaction<DB>, session: StartSession): Promise<string>;
  /**
   * The member of a token, or the error that explains why it is not valid (never thrown here). `touch: false`
   * checks without counting as activity (an open event socket must not keep an idle session alive).
   */
  authenticate(
    token: string,
    merchantCode: string,
    options?: { touch?: boolean },
  ): Promise<AuthenticatedMember | AppError>;
  logout(member: AuthenticatedMember, ip: string | null): Promise<void>;
}

const REVOKED_CODES = {
  replaced: 'LOGGED_IN_ELSEWHERE',
  renewed: 'SESSION_RENEWED',
  password_changed: 'SESSION_EXPIRED',
  expired: 'SESSION_EXPIRED',
  disabled: 'ACCOUNT_DISABLED',
  logout: 'UNAUTHORIZED',
} as const;

export function createSessionService(
  db: Database,
  limits: { idleMs: number; maxMs: number },
): SessionService {
  return {
    async start(trx, session) {
      const replaced = await endSessionsForNewLogin(trx, session.memberId, session.browserId);
      if (replaced > 0) {
        await recordAuthEvent(trx, {
          merchantCode: session.merchantCode,
          event: 'session_replaced',
          memberId: session.memberId,
          ip: session.ip,
          detail: { sessions: replaced },
        });
      }
      const token = newToken();
      await insertSession(trx, { ...session, tokenHash: hashToken(token), maxMs: limits.maxMs });
      return token;
    },

    async authenticate(token, merchantCode, options) {
      const found = await findSessionByTokenHash(db, hashToken(token), limits.idleMs);
      if (!found || found.merchantCode !== merchantCode) return new AppError('UNAUTHORIZED');
      if (found.revoked) {
        const reason = (found.revokedReason ?? 'logout') as keyof typeof REVOKED_CODES;
        return new AppError(REVOKED_CODES[reason] ?? 'UNAUTHORIZED');
      }
      if (found.expired) {
        await revokeSession(db, found.sessionId, 'expired');
        return new AppError('SESSION_EXPIRED');
      }
      if (found.memberStatus !== 'active') return new AppError('ACCOUNT_DISABLED');
      if (found.stale && options?.touch !== false) await touchSession(db, found.sessionId);
      return {
        sessionId: found.sessionId,
        memberId: found.memberId,
        merchantCode: found.merchantCode,
        isAgent: found.isAgent,
        loginType: found.loginType,
        passwordChangeRequired: found.passwordChangeRequired,
        firstTimeLogin: found.firstTimeLogin,
      };
    },

    async logout(member, ip) {
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, member.sessionId, 'logout');
        await recordAuthEvent(trx, {
          merchantCode: member.merchantCode,
          event: 'logout',
          memberId: member.memberId,
          ip,
        });
      });
    },
  };
}
