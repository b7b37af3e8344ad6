/** The zod-free rules of e-wallet payments (ewallet.ts), shared with the web's forms. */

/** The e-wallets a member can pay in with and be paid out to, by country. */
export const EWALLET_METHODS = ['gcash', 'maya', 'truemoney'] as const;
export type EwalletMethod = (typeof EWALLET_METHODS)[number];
export const isEwalletMethod = (m: string): m is EwalletMethod =>
  (EWALLET_METHODS as readonly string[]).includes(m);

/** Where a withdrawal goes. */
export const WITHDRAWAL_DESTINATION_TYPES = ['bank', 'ewallet'] as const;
export type WithdrawalDestinationType = (typeof WITHDRAWAL_DESTINATION_TYPES)[number];

/**
 * An e-wallet is named by its mobile number: GCash and Maya by a Philippine one (09XX XXX XXXX or +63 9XX…),
 * TrueMoney by a Thai one (06/08/09X XXX XXXX or +66 …). Spaces and dashes are allowed while typing.
 */
const EWALLET_NUMBER: Record<EwalletMethod, RegExp> = {
  gcash: /^(?:09|\+639|639)\d{9}$/,
  maya: /^(?:09|\+639|639)\d{9}$/,
  truemoney: /^(?:0[689]|\+66[689]|66[689])\d{8}$/,
};

/** The number as the wallet knows it (digits, local form), or null when it is not one of this wallet's. */
export function normalizeEwalletNumber(method: EwalletMethod, raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  if (!EWALLET_NUMBER[method].test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  if (method === 'truemoney') return digits.startsWith('66') ? `0${digits.slice(2)}` : digits;
  return digits.startsWith('63') ? `0${digits.slice(2)}` : digits;
}

/** The name on an account: letters of any script, spaces and . , ' - (2 to 100 characters). */
export const ACCOUNT_HOLDER_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .,'-]{1,99}$/u;
