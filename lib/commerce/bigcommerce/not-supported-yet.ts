import { CommerceUnavailableError } from "../errors";

/** A capability of the BigCommerce adapter that is not built yet (issue 20): the page shows error.tsx. */
export class NotSupportedYetError extends CommerceUnavailableError {
  constructor(readonly method: string) {
    super(`The BigCommerce adapter does not implement ${method} yet`);
  }
}

/** Stand-ins for the named methods, each throwing NotSupportedYetError (intermediate commits only). */
export function notSupportedYet<K extends string>(names: readonly K[]): Record<K, () => Promise<never>> {
  return Object.fromEntries(names.map((name) => [name, () => Promise.reject(new NotSupportedYetError(name))])) as Record<K, () => Promise<never>>;
}
