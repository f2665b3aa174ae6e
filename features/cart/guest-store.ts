import { GUEST_CART_EXPIRY_DAYS } from "@/lib/constants";
import { isLocale, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { warn, type CartLog, type StorageLike } from "./browser-storage";
import { isCartId } from "./cart-id";
import type { ClientCart, GuestCartRecord } from "./client-types";

/** Local storage key of the guest cart store. */
export const GUEST_CART_KEY = "guest_cart";
export const GUEST_CART_EXPIRY_MS = GUEST_CART_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

type Where = { region: RegionCode; locale: Locale; now?: number; log?: CartLog };

export function emptyGuestCart({ region, locale, now = Date.now() }: Where): GuestCartRecord {
  return { cartId: null, cartData: null, timestamp: now, region, locale };
}

function isCartData(value: unknown, cartId: string | null): value is ClientCart {
  if (typeof value !== "object" || value === null) return false;
  const cart = value as Partial<ClientCart>;
  return cart.id === cartId && Array.isArray(cart.line_items?.physical_items) && typeof cart.totalCount === "number";
}

/** A record we wrote ourselves: anything else (an old format, a hand edit) counts as corrupt. */
function isGuestCartRecord(value: unknown): value is GuestCartRecord {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  const cartId = r.cartId === null || isCartId(r.cartId) ? (r.cartId as string | null) : undefined;
  return (
    cartId !== undefined &&
    (r.cartData === null || isCartData(r.cartData, cartId)) &&
    typeof r.timestamp === "number" &&
    Number.isFinite(r.timestamp) &&
    typeof r.region === "string" &&
    isLocale(r.locale)
  );
}

/** Exactly 30 days old still counts; a moment more does not. A timestamp from the future is not trusted either. */
export function isGuestCartFresh(record: Pick<GuestCartRecord, "timestamp">, now = Date.now()): boolean {
  const age = now - record.timestamp;
  return age >= 0 && age <= GUEST_CART_EXPIRY_MS;
}

/**
 * The guest cart of this country, or an empty record. A record that is expired, from another
 * country or unreadable is discarded (removed); storage failures are only logged.
 */
export function readGuestCart(storage: StorageLike | null, where: Where): GuestCartRecord {
  const { now = Date.now(), log = warn } = where;
  let raw: string | null;
  try {
    raw = storage?.getItem(GUEST_CART_KEY) ?? null;
  } catch (error) {
    log("could not read the guest cart", error);
    return emptyGuestCart(where);
  }
  if (raw === null) return emptyGuestCart(where);
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch (error) {
    log("the guest cart is not valid JSON; discarded", error);
  }
  if (isGuestCartRecord(record)) {
    if (record.region === where.region && isGuestCartFresh(record, now)) return record;
  } else if (record !== undefined) {
    log("the guest cart has an unknown shape; discarded");
  }
  clearGuestCart(storage, log);
  return emptyGuestCart(where);
}

export function writeGuestCart(storage: StorageLike | null, record: GuestCartRecord, log: CartLog = warn): void {
  try {
    storage?.setItem(GUEST_CART_KEY, JSON.stringify(record));
  } catch (error) {
    // A full quota: the cart still lives on the server and in session storage.
    log("could not save the guest cart", error);
  }
}

export function clearGuestCart(storage: StorageLike | null, log: CartLog = warn): void {
  try {
    storage?.removeItem(GUEST_CART_KEY);
  } catch (error) {
    log("could not clear the guest cart", error);
  }
}
