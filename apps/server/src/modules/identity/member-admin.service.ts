import { IS_AGENT, IS_AGENT_VALUES, WEAK_PASSWORD, canOpenAgentCentre } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { findMerchant } from '../merchants/index.js';
import { recordAuthEvent } from './auth-events.repository.js';
import { newInvitationCode } from './codes.js';
import {
  insertMember,
  lockMemberByUsername,
  setMemberStatus,
  uniqueViolation,
} from './members.repository.js';
import { hashPassword } from './passwords.js';
import { revokeMemberSessions } from './sessions.repository.js';

/** Roles an operator may open: members and agents; trial accounts (4) only come from free play. */
export const OPERATOR_AGENT_VALUES: readonly number[] = IS_AGENT_VALUES.filter((v) => v !== IS_AGENT.trial);

export interface NewMemberInput {
  username: string;
  password: string;
  isAgent?: number;
  /** An agent's own code for affiliate links; generated when not given. */
  affiliateCode?: string;
  nickname?: string;
}

const AFFILIATE_CODE = /^[A-Za-z0-9]{4,32}$/;
/** Generated codes may collide (1 in 10^12); a collision retries the whole insert. */
const CODE_ATTEMPTS = 3;

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

function checkInput(input: NewMemberInput) {
  const username = input.username.trim();
  if (!/^\S{1,64}$/.test(username)) invalid('username must be 1 to 64 characters without spaces');
  if (input.password === '') invalid('password must not be empty');
  const isAgent = input.isAgent ?? IS_AGENT.member;
  if (!OPERATOR_AGENT_VALUES.includes(isAgent))
    invalid(`agent must be one of ${OPERATOR_AGENT_VALUES.join(', ')}`);
  const affiliateCode = input.affiliateCode?.trim();
  if (affiliateCode !== undefined) {
    if (!canOpenAgentCentre(isAgent)) invalid('only agents have an affiliate code');
    if (!AFFILIATE_CODE.test(affiliateCode)) invalid('affiliate code must be 4 to 32 letters or digits');
  }
  const nickname = input.nickname?.trim() || username;
  if (nickname.length > 64) invalid('nickname must be at most 64 characters');
  return { username, isAgent, affiliateCode, nickname };
}

/** Member accounts an operator opens, disables and enables (the operator module offers them on `ops`). */
export function createMemberAdmin(db: Database) {
  return {
    async createMember(actor: string, code: string, input: NewMemberInput) {
      const { username, isAgent, affiliateCode, nickname } = checkInput(input);
      const passwordHash = await hashPassword(input.password);
      for (let attempt = 1; ; attempt++) {
        try {
          const member = await db.transaction().execute(async (trx) => {
            if (!(await findMerchant(trx, code))) throw new AppError('NOT_FOUND', `unknown merchant ${code}`);
            const row = await insertMember(trx, {
              merchant_code: code,
              username,
              password_hash: passwordHash,
              nickname,
              is_agent: isAgent,
              affiliate_code: canOpenAgentCentre(isAgent) ? (affiliateCode ?? newInvitationCode()) : null,
              referral_code: newInvitationCode(),
              register_method: 'OPERATOR',
            });
            const summary = {
              id: row.id,
              username: row.username,
              nickname: row.nickname,
              isAgent: row.is_agent,
              affiliateCode: row.affiliate_code,
              referralCode: row.referral_code,
            };
            await recordAuthEvent(trx, {
              merchantCode: code,
              event: 'register',
              memberId: row.id,
              subject: row.username,
              detail: { via: 'operator', actor },
            });
            await appendAudit(trx, {
              actor,
              action: 'member.create',
              target: `merchant:${code}/member:${row.username}`,
              before: null,
              after: summary,
            });
            return summary;
          });
          return { ...member, weakPassword: input.password === WEAK_PASSWORD };
        } catch (error) {
          const index = uniqueViolation(error);
          if (index === 'members_username') throw new AppError('USERNAME_TAKEN', `${username} is taken`);
          if (index === 'members_affiliate_code' && affiliateCode !== undefined)
            throw new AppError('CONFLICT', `affiliate code ${affiliateCode} is taken`);
          if (index && attempt < CODE_ATTEMPTS) continue;
          throw error;
        }
      }
    },

    /** Disabling also ends every live session, so the member is out at once. */
    async setMemberStatus(actor: string, code: string, username: string, status: 'active' | 'disabled') {
      return db.transaction().execute(async (trx) => {
        if (!(await findMerchant(trx, code))) throw new AppError('NOT_FOUND', `unknown merchant ${code}`);
        const member = await lockMemberByUsername(trx, code, username);
        if (!member) throw new AppError('NOT_FOUND', `no member ${username} on ${code}`);
        if (member.status === status) return { changed: false, sessionsEnded: 0 };
        await setMemberStatus(trx, member.id, status);
        let sessionsEnded = 0;
        if (status === 'disabled') {
          sessionsEnded = await revokeMemberSessions(trx, member.id, 'disabled');
          await recordAuthEvent(trx, {
            merchantCode: code,
            event: 'account_disabled',
            memberId: member.id,
            subject: member.username,
            detail: { actor, sessionsEnded },
          });
        }
        await appendAudit(trx, {
          actor,
          action: status === 'disabled' ? 'member.disable' : 'member.enable',
          target: `merchant:${code}/member:${member.username}`,
          before: { status: member.status },
          after: status === 'disabled' ? { status, sessionsEnded } : { status },
        });
        return { changed: true, sessionsEnded };
      });
    },
  };
}
