import type { RegionCode } from "@/lib/i18n/locales";
import { warn, type CartLog, type StorageLike } from "./browser-storage";

/** Session storage keys: the tab's cart id is `cartId`. */
export const SESSION_CART_ID_KEY = "cartId";
/** The country the tab last shopped in, so a region change survives the full page load it causes. */
export const SESSION_CART_REGION_KEY = "cartRegion";

// The routes accept RFC 9562 UUIDs only (zod's z.uuid()); anything else would be a 400.
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isCartId(value: unknown): value is string {
  return typeof value === "string" && CART_ID.test(value);
}

export type CartIdSources = {
  /** `?cartId=` of the address (customer-service and abandoned-cart links). */
  query?: string | null;
  /** The signed-in customer's cart attribute (7 or 170, CART_ATTRIBUTE_ID), as merge-cart answers it. */
  customerAttribute?: string | null;
  /** The cart the page already holds. */
  current?: string | null;
  /** `cartId` in session storage. */
  session?: string | null;
};

/** Query parameter, customer attribute, current cart, session storage: the first valid id wins. */
export function resolveCartId({ query, customerAttribute, current, session }: CartIdSources): string | null {
  for (const candidate of [query, customerAttribute, current, session]) {
    if (isCartId(candidate)) return candidate.toLowerCase();
  }
  return null;
}

export function readSessionCartId(storage: StorageLike | null, log: CartLog = warn): string | null {
  try {
    const id = storage?.getItem(SESSION_CART_ID_KEY) ?? null;
    return isCartId(id) ? id : null;
  } catch (error) {
    log("could not read the cart id", error);
    return null;
  }
}

/** Saves the id, or removes it for `null`. */
export function writeSessionCartId(storage: StorageLike | null, cartId: string | null, log: CartLog = warn): void {
  try {
    if (cartId) storage?.setItem(SESSION_CART_ID_KEY, cartId);
    else storage?.removeItem(SESSION_CART_ID_KEY);
  } catch (error) {
    log("could not save the cart id", error);
  }
}

/**
 * Records the tab's country and says whether it changed since the last page (a region change,
 * never the first render). Switching country loads a new document (each locale is a
 * root layout), so the previous country has to come from storage rather than from memory.
 */
export function noteRegion(storage: StorageLike | null, region: RegionCode, log: CartLog = warn): boolean {
  try {
    const previous = storage?.getItem(SESSION_CART_REGION_KEY) ?? null;
    if (previous !== region) storage?.setItem(SESSION_CART_REGION_KEY, region);
    return previous !== null && previous !== region;
  } catch (error) {
    log("could not read the cart's country", error);
    return false;
  }
}
