import { z } from 'zod';
import { ACCOUNT_RECORD_DETAIL_KINDS, ACCOUNT_RECORD_TYPES, MAIN_WALLET } from './wallet-constants.js';
import { minorUnitsSchema } from './money.js';

/** Wallet payloads: balance, the wallet list, transfers, demo top-ups and the account record (spec §7). */

/** An amount that moves money: a positive safe integer of minor units. Strings, fractions and 0 are refused. */
export const positiveMinorUnitsSchema = z.number().int().min(1).pipe(minorUnitsSchema);

/**
 * An amount in an answer: a safe integer of minor units. Answers are encoded by their schema, so this one has
 * no transform (minorUnitsSchema brands on the way in).
 */
const answerAmount = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** Client-chosen id of one request; a repeat with the same id returns the first result and changes nothing. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'requestId');

/** 'MAIN' or a vendor's code. */
const walletCode = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'wallet code');

// ── GET /wps/v2/wallets/balance ───────────────────────────────────────────────────────
export const walletBalanceSchema = z.object({
  /** Main wallet, in minor units. */
  balance: answerAmount,
  /** Decimal places of the currency (2 for PHP and THB, 0 for VND). */
  exponent: z.number().int().min(0).max(4),
  currency: z.string().length(3),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

// ── relay GCS_merchantWallet ──────────────────────────────────────────────────────────
export const merchantWalletBodySchema = z.object({}).strict();
export const walletSchema = z.object({
  /** 'MAIN' or the vendor's code. */
  vendorCode: z.string(),
  name: z.string(),
  balance: answerAmount,
  currency: z.string().length(3),
});
export const merchantWalletResponseSchema = z.object({
  /** Seamless (single) wallet: games play from the main wallet and no transfer is needed. */
  isSingle: z.boolean(),
  exponent: z.number().int().min(0).max(4),
  wallets: z.array(walletSchema),
});
export type MerchantWallets = z.infer<typeof merchantWalletResponseSchema>;

// ── relay GCS_walletTransfer ──────────────────────────────────────────────────────────
export const walletTransferBodySchema = z.union([
  z
    .object({
      from: walletCode,
      to: walletCode,
      amount: positiveMinorUnitsSchema,
      requestId: requestIdSchema,
    })
    .strict()
    .refine((b) => b.from !== b.to, { message: 'from and to must differ', path: ['to'] })
    .refine((b) => b.from === MAIN_WALLET || b.to === MAIN_WALLET, {
      message: 'one side of a transfer is the main wallet',
      path: ['from'],
    }),
  z.object({ recallAll: z.literal(true), requestId: requestIdSchema }).strict(),
]);
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;

export const walletTransferResponseSchema = z.object({
  requestId: z.string(),
  /** True when this requestId had been used: the first result is returned and nothing moved now. */
  replayed: z.boolean(),
  /** The movements of this request (empty when a recall found nothing to bring back). */
  transfers: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      amount: answerAmount,
      /**
       * A recall's movement out of a remote vendor only (absent: complete, as in-house movements always are).
       * 'failed': the money stayed at the vendor — refused by it, never applied by it, or not tried because the
       * vendor could not be reached or another transfer with it was still open; `reason` says which.
       */
      status: z.enum(['pending', 'confirmed', 'unknown', 'failed']).optional(),
      /**
       * With status 'failed', why the money stayed at the vendor: one of RECALL_FAILURE_REASONS
       * (wallet-constants.ts: VENDOR_REFUSED, VENDOR_NOT_APPLIED, VENDOR_UNREACHABLE, TRANSFER_OPEN,
       * INSUFFICIENT_FUNDS). A string, so a reason added later does not break older clients.
       */
      reason: z.string().optional(),
    }),
  ),
  /** Balances of the wallets involved, right after the transfer. */
  wallets: z.array(z.object({ vendorCode: z.string(), balance: answerAmount })),
  /**
   * Transfers with a remote vendor only: 'confirmed', or 'pending' / 'unknown' while the vendor's side is not yet
   * known (the money is held, neither lost nor usable twice; asking again with the same requestId shows the
   * outcome). Absent for in-house vendors, whose transfers are always complete. A recall that involved a remote
   * vendor: 'unknown' if any of its movements is unknown, else 'pending' if any is pending, else 'failed' if
   * nothing came back at all (every movement failed), else 'confirmed' — some money came back, and each
   * movement's own status says which ones failed. A single transfer is never 'failed' (it is refused instead).
   */
  status: z.enum(['pending', 'confirmed', 'unknown', 'failed']).optional(),
});
export type WalletTransferResult = z.infer<typeof walletTransferResponseSchema>;

// ── POST /wps/v2/deposits/demo ────────────────────────────────────────────────────────
export const demoDepositBodySchema = z
  .object({ amount: positiveMinorUnitsSchema, requestId: requestIdSchema })
  .strict();
export const demoDepositResponseSchema = z.object({
  requestId: z.string(),
  replayed: z.boolean(),
  amount: answerAmount,
  balance: answerAmount,
});
export type DemoDepositResult = z.infer<typeof demoDepositResponseSchema>;

// ── relay ODSFE2_MemTransDet ──────────────────────────────────────────────────────────
/** One of ACCOUNT_RECORD_TYPES (wallet-constants.ts, zod-free so the web shares the list). */
export const accountRecordTypeSchema = z.enum(ACCOUNT_RECORD_TYPES);

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
  }, 'not a calendar day');

export const accountRecordBodySchema = z
  .object({
    pageNo: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    type: accountRecordTypeSchema.optional(),
    /** First and last calendar day, both included, in the member's time zone (utcOffsetMinutes). */
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** The member's offset from UTC, e.g. 480 in Manila; days are UTC when absent. */
    utcOffsetMinutes: z.number().int().min(-720).max(840).default(0),
  })
  .strict()
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'from is after to', path: ['from'] });
export type AccountRecordQuery = z.infer<typeof accountRecordBodySchema>;

export const accountRecordEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  time: z.string(),
  type: z.string(),
  /** The ledger kind in full (deposit_demo, transfer...), for a finer label. */
  kind: z.string(),
  /** 'MAIN' or the vendor's code. */
  wallet: z.string(),
  /** Signed: positive into the wallet, negative out of it. */
  amount: answerAmount,
  balanceAfter: answerAmount,
  /** The internal reference (a request id, a vendor round...): for support, not for display. */
  reference: z.string().nullable(),
  /** What the movement was, in parts the page words in the member's language. */
  detail: z.object({
    kind: z.enum(ACCOUNT_RECORD_DETAIL_KINDS),
    /** The other wallet of a transfer ('MAIN' or a vendor code), or the vendor of a bet or settlement. */
    wallet: z.string().nullable(),
    /** The request number a member sees elsewhere (deposit, withdrawal). */
    number: z.string().nullable(),
    /** The game's name in the request language, for bets and wins. */
    game: z.string().nullable(),
  }),
});
export const accountRecordResponseSchema = z.object({
  list: z.array(accountRecordEntrySchema),
  total: z.number().int().min(0),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountRecord = z.infer<typeof accountRecordResponseSchema>;
export type AccountRecordEntry = z.infer<typeof accountRecordEntrySchema>;
