import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import {
  findVendor,
  lockGameLimits,
  lockVendor,
  saveGameLimits,
  updateVendor,
  vendorCategories,
  vendorCodes,
  vendorGameLimits,
  type VendorRow,
} from './vendor-admin.repository.js';
import {
  newWalletSecret,
  parseAllowedIps,
  parseSwitch,
  parseTransferUrl,
  parseWinLimit,
  secretFingerprint,
} from './vendor-settings.js';

/** Operator text for `vendor:set`; what is absent stays as it is. */
export interface VendorChanges {
  transferUrl?: string;
  allowedIps?: string;
  rotateSecret?: boolean;
  /** Win limits in minor units, or 'default'; of one game of the vendor when `game` is given. */
  maxWin?: string;
  maxRoundWin?: string;
  bonusWins?: string;
  game?: string;
}

/** A vendor's or a game's own win limits (null: the level above decides). */
export interface OwnLimits {
  maxWin: number | null;
  maxRoundWin: number | null;
}

/** What may be shown and logged of a vendor's settings: the secret only as its fingerprint. */
function connectionOf(v: VendorRow) {
  return {
    transferUrl: v.transfer_url,
    allowedIps: Array.isArray(v.allowed_ips) ? v.allowed_ips.map(String) : [],
    secretSet: v.wallet_secret.length > 0,
    secretFingerprint: v.wallet_secret ? secretFingerprint(v.wallet_secret) : null,
    limits: { maxWin: v.max_win, maxRoundWin: v.max_round_win } as OwnLimits,
    bonusWins: v.bonus_wins,
  };
}

/** The limits after a change: a value given replaces, 'default' clears, absent keeps. */
function changedLimits(current: OwnLimits, changes: VendorChanges): OwnLimits {
  const next = {
    maxWin: changes.maxWin === undefined ? current.maxWin : parseWinLimit(changes.maxWin, 'max win'),
    maxRoundWin:
      changes.maxRoundWin === undefined
        ? current.maxRoundWin
        : parseWinLimit(changes.maxRoundWin, 'max round win'),
  };
  if (next.maxWin !== null && next.maxRoundWin !== null && next.maxWin > next.maxRoundWin)
    throw new AppError(
      'VALIDATION_FAILED',
      `max win (${next.maxWin}) must not be above max round win (${next.maxRoundWin})`,
    );
  return next;
}
export type VendorConnection = ReturnType<typeof connectionOf>;

/**
 * Operator administration of a vendor's connection: transfer URL, allow-list and signing secret. A change
 * commits with its audit entry, which never holds the secret itself.
 */
export function createVendorAdminService(db: Database) {
  async function unknownVendor(code: string): Promise<never> {
    const known = await vendorCodes(db);
    throw new AppError('NOT_FOUND', `unknown vendor ${code}; vendors: ${known.join(', ') || '(none)'}`);
  }

  return {
    async vendor(code: string) {
      const row = await findVendor(db, code);
      if (!row) return unknownVendor(code);
      return {
        code: row.code,
        name: row.name,
        categories: await vendorCategories(db, code),
        ...connectionOf(row),
        gameLimits: (await vendorGameLimits(db, code)).map((g) => ({
          game: g.game_code,
          maxWin: g.max_win,
          maxRoundWin: g.max_round_win,
        })),
      };
    },

    /** The signing secret itself; who asked for it is logged, as it lets anyone sign as the vendor. */
    async revealSecret(actor: string, code: string): Promise<string> {
      const row = await findVendor(db, code);
      if (!row) return unknownVendor(code);
      await appendAudit(db, {
        actor,
        action: 'vendor.secret-revealed',
        target: `vendor:${code}`,
        before: undefined,
        after: { secretFingerprint: connectionOf(row).secretFingerprint },
      });
      return row.wallet_secret;
    },

    /** Returns the connection before and after, and the new secret when it was rotated (shown once). */
    async setVendor(actor: string, code: string, changes: VendorChanges) {
      const transferUrl =
        changes.transferUrl === undefined ? undefined : parseTransferUrl(changes.transferUrl);
      const allowedIps = changes.allowedIps === undefined ? undefined : parseAllowedIps(changes.allowedIps);
      const bonusWins =
        changes.bonusWins === undefined ? undefined : parseSwitch(changes.bonusWins, 'bonus wins');
      const secret = changes.rotateSecret ? newWalletSecret() : null;
      const limitsChanged = changes.maxWin !== undefined || changes.maxRoundWin !== undefined;
      if (
        transferUrl === undefined &&
        allowedIps === undefined &&
        bonusWins === undefined &&
        !limitsChanged &&
        !secret
      )
        throw new AppError(
          'VALIDATION_FAILED',
          'nothing to change: give --transfer-url, --allowed-ips, --rotate-secret, --max-win, ' +
            '--max-round-win or --bonus-wins',
        );
      // The unknown-vendor message reads the database, so it waits for the transaction to end (PGlite has one connection).
      const result = await db.transaction().execute(async (trx) => {
        const row = await lockVendor(trx, code);
        if (!row) return null;
        const limits = changedLimits(connectionOf(row).limits, changes);
        const next: VendorRow = {
          ...row,
          transfer_url: transferUrl === undefined ? row.transfer_url : transferUrl,
          allowed_ips: allowedIps ?? row.allowed_ips,
          wallet_secret: secret ?? row.wallet_secret,
          max_win: limits.maxWin,
          max_round_win: limits.maxRoundWin,
          bonus_wins: bonusWins ?? row.bonus_wins,
        };
        await updateVendor(trx, code, {
          transfer_url: next.transfer_url,
          allowed_ips: JSON.stringify(next.allowed_ips),
          wallet_secret: next.wallet_secret,
          max_win: next.max_win,
          max_round_win: next.max_round_win,
          bonus_wins: next.bonus_wins,
        });
        const before = connectionOf(row);
        const after = connectionOf(next);
        await appendAudit(trx, { actor, action: 'vendor.set', target: `vendor:${code}`, before, after });
        return { before, after, secret };
      });
      return result ?? unknownVendor(code);
    },

    /** A game's own win limits at the vendor ('default' drops one); returns them before and after. */
    async setGameLimits(actor: string, code: string, game: string, changes: VendorChanges) {
      if (changes.maxWin === undefined && changes.maxRoundWin === undefined)
        throw new AppError('VALIDATION_FAILED', 'nothing to change: give --max-win or --max-round-win');
      if (!/^[\x21-\x7e]{1,64}$/.test(game))
        throw new AppError(
          'VALIDATION_FAILED',
          "game: the vendor's game code, printable ASCII without spaces",
        );
      const result = await db.transaction().execute(async (trx) => {
        if (!(await lockVendor(trx, code))) return null;
        const row = await lockGameLimits(trx, code, game);
        const before: OwnLimits = { maxWin: row?.max_win ?? null, maxRoundWin: row?.max_round_win ?? null };
        const after = changedLimits(before, changes);
        await saveGameLimits(trx, code, game, { max_win: after.maxWin, max_round_win: after.maxRoundWin });
        const target = `vendor:${code}/game:${game}`;
        await appendAudit(trx, { actor, action: 'vendor.game-limits.set', target, before, after });
        return { before, after };
      });
      return result ?? unknownVendor(code);
    },
  };
}
