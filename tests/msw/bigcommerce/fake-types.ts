import type { Country, StoreConfig } from "./catalogue";
import type { FakeBigCommerceStore } from "./store";

export interface RecordedRequest {
  country: Country;
  method: string;
  url: string;
  /** `POST /v3/carts`, `graphql`, or undefined when no vendored document defines the path. */
  operation?: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * What the handlers beside the fake's own (management.ts, customer-updates.ts) read and write of
 * it: its stores and configs, its records. `BigCommerceFake` (handlers.ts) is one.
 */
export interface FakeParts {
  readonly configs: StoreConfig[];
  readonly stores: Record<Country, FakeBigCommerceStore>;
  readonly violations: string[];
  readonly requests: RecordedRequest[];
}
