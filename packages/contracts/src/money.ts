import { z } from 'zod';

/** An amount in minor units of its currency (centavos, satang). Never a float. */
export type MinorUnits = number & { readonly __brand: 'MinorUnits' };

/**
 * The most a member account may hold, in minor units (10^15: ten trillion in a currency of two decimals). Far
 * below the largest safe integer, so sums of a balance and any accepted amount stay exact; a posting that would
 * take a balance above it is refused (BALANCE_LIMIT), never left to overflow.
 */
export const MAX_BALANCE = 1_000_000_000_000_000;

export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer amount: ${value}`);
  return value as MinorUnits;
}

export const minorUnitsSchema = z
  .number()
  .int()
  .refine((n) => Number.isSafeInteger(n), 'amount out of range')
  .transform((n) => n as MinorUnits);

export const currencySchema = z.object({
  code: z.string().length(3),
  symbol: z.string(),
  exponent: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;
