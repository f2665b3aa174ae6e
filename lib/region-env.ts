import { REGION_CODES, type RegionCode } from "./i18n/regions";

/**
 * The environment's per-country variables, made from the region registry (lib/i18n/regions.ts):
 * a pattern names the variable with `{CC}` where the country's code goes, upper-case
 * (`COMMERCE_PROVIDER_{CC}` -> COMMERCE_PROVIDER_SA, COMMERCE_PROVIDER_AE, ...). lib/env-schema.ts
 * declares them with `perCountry`; adapters read one country's with `countryVariable`. Plain code
 * with relative imports only (next.config.ts reaches it through checkout-origins.ts).
 */
export type CountryKey = Uppercase<RegionCode>;

/** A pattern with its `{CC}` filled in. */
export type Fill<P extends string, C extends string> = P extends `${infer A}{CC}${infer B}` ? `${A}${C}${B}` : P;

/** The name of one country's variable: `countryVariable("BC_{CC}_STORE_HASH", "ae")` is `BC_AE_STORE_HASH`. */
export function countryVariable<const P extends string, R extends RegionCode>(
  pattern: P,
  region: R,
): Fill<P, Uppercase<R>> {
  if (!pattern.includes("{CC}")) throw new Error(`a per-country variable needs {CC} in its name: ${pattern}`);
  return pattern.replace("{CC}", region.toUpperCase()) as Fill<P, Uppercase<R>>;
}

/** Every country's variables of the given patterns, country by country in the registry's order, each pattern's value for each. */
export type PerCountry<T extends Record<string, unknown>> = { [P in keyof T & string as Fill<P, CountryKey>]: T[P] };

export function perCountry<const T extends Record<string, unknown>>(fields: T): PerCountry<T> {
  const entries = REGION_CODES.flatMap((region) =>
    Object.entries(fields).map(([pattern, value]) => [countryVariable(pattern, region), value] as const),
  );
  return Object.fromEntries(entries) as PerCountry<T>;
}
