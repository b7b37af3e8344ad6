/**
 * Which merchant a request is for (spec §4 "Region"): the one the client chose, else the one that owns the
 * domain, else the one of the visitor's country, else the default.
 */
export interface ResolvableMerchant {
  code: string;
  country_code: string;
  is_default: boolean;
}

export function resolveMerchant<M extends ResolvableMerchant>(
  merchants: readonly M[],
  domains: ReadonlyArray<{ domain: string; merchant_code: string }>,
  input: {
    requested: string | null;
    host: string | null;
    countryCode: string | null;
    fallbackCode: string | null;
  },
): M {
  const byCode = (code: string | null | undefined) =>
    code ? merchants.find((m) => m.code === code) : undefined;
  const hostname = input.host?.toLowerCase().replace(/:\d+$/, '') ?? null;
  const fromDomain = hostname ? domains.find((d) => d.domain === hostname)?.merchant_code : undefined;
  const fromCountry = input.countryCode
    ? merchants.find((m) => m.country_code === input.countryCode)
    : undefined;
  const found =
    byCode(input.requested) ??
    byCode(fromDomain) ??
    fromCountry ??
    byCode(input.fallbackCode) ??
    merchants.find((m) => m.is_default) ??
    merchants[0];
  if (!found) throw new Error('no merchant is configured; run the seed or add one with the operator CLI');
  return found;
}
