/** The part of the Web Storage API the cart uses; tests pass a Map-backed stand-in. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * `localStorage` or `sessionStorage`, or `null` on the server and where the browser refuses
 * access (Safari's private mode and blocked third-party storage throw on the mere property read).
 */
export function browserStorage(kind: "local" | "session"): StorageLike | null {
  if (typeof window === "undefined") return null;
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where a storage failure goes: it is only logged (the bag works on without storage). */
export type CartLog = (message: string, error?: unknown) => void;
export const warn: CartLog = (message, error) => console.warn(`[cart] ${message}`, error ?? "");
