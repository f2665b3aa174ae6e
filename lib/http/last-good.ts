import "server-only";
import { UpstreamError } from "./circuit-breaker";
import { upstreamState } from "./upstream-state";

// The last good value of an upstream read, served while the upstream fails (upstream.ts re-exports it).
const { lastGood } = upstreamState;

/** The number of last good values kept; the oldest goes first. */
export const LAST_GOOD_MAX_ENTRIES = 1_000;

/**
 * Runs `fn` and remembers its value under `key`; when `fn` fails with an `UpstreamError`, serves the
 * last value it returned instead (shoppers see yesterday's navigation rather than an error page).
 * Without one, the error is thrown. Other errors (bugs) always throw. Values are handed out as
 * they were stored: callers that let pages edit them must copy them first.
 */
export async function withLastGood<T>(
  key: string,
  fn: () => Promise<T>,
  onStale?: (error: UpstreamError) => void,
): Promise<T> {
  try {
    const value = await fn();
    lastGood.delete(key);
    lastGood.set(key, value);
    if (lastGood.size > LAST_GOOD_MAX_ENTRIES) lastGood.delete(lastGood.keys().next().value as string);
    return value;
  } catch (error) {
    if (!(error instanceof UpstreamError) || !lastGood.has(key)) throw error;
    onStale?.(error);
    return lastGood.get(key) as T;
  }
}
