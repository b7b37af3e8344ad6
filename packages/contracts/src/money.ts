import { z } from 'zod';

/** An amount in minor units of its currency (centavos, satang). Never a float. */
export type MinorUnits = number & { readonly __brand: 'MinorUnits' };

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
