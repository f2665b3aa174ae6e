import type {
  WishlistErrorCode,
  WishlistGetBody,
  WishlistItemBody,
  WishlistMergeBody,
  WishlistMergeResponse,
  WishlistProductsBody,
  WishlistProductsResponse,
  WishlistsResponse,
} from "./schema";

/**
 * Client fetchers of /api/wishlist/*. Plain fetch (no axios): the hearts load this module, and
 * listing pages should stay light. Types only come from the schema, so zod stays on the server.
 */
export type WishlistApiCode = WishlistErrorCode | "network" | "unknown";

/** A failed call; `status` 0 when the network itself failed. */
export class WishlistApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: WishlistApiCode,
  ) {
    super(message);
    this.name = "WishlistApiError";
  }
}

const FALLBACK: Record<number, WishlistApiCode> = { 400: "badRequest", 401: "signInRequired", 403: "forbidden", 404: "productNotFound" };

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/wishlist/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new WishlistApiError("Network Error", 0, "network");
  }
  const json = (await res.json().catch(() => null)) as { hasError: false; response: T } | { hasError: true; error: string; code?: string } | null;
  if (res.ok && json && !json.hasError) return json.response;
  const code = (json?.hasError && json.code) || FALLBACK[res.status] || (res.status >= 500 ? "unavailable" : "unknown");
  throw new WishlistApiError(json?.hasError ? json.error : `Request failed with status code ${res.status}`, res.status, code as WishlistApiCode);
}

export const getWishlists = (body: WishlistGetBody) => post<WishlistsResponse>("get", body);
export const addWishlistItem = (body: WishlistItemBody) => post<WishlistsResponse>("add", body);
export const removeWishlistItem = (body: WishlistItemBody) => post<WishlistsResponse>("remove", body);
export const mergeWishlist = (body: WishlistMergeBody) => post<WishlistMergeResponse>("merge", body);
export const getWishlistProducts = (body: WishlistProductsBody) => post<WishlistProductsResponse>("products", body);
