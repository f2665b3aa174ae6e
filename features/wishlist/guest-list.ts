import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";

/**
 * A guest's wishlist as kept in local storage (key `wishlist`): product ids
 * with the time each was saved, for one country. Each country is its own store with its own
 * product ids, so a list from another country is dropped, as the guest cart is.
 */
export type GuestItem = { productId: number; addedAt: number };
export type GuestList = { region: RegionCode | null; items: GuestItem[] };

/** A guest keeps at most this many pieces (the server takes as many in one merge). */
export const GUEST_WISHLIST_LIMIT = 200;
export const EMPTY_GUEST_LIST: GuestList = { region: null, items: [] };

const NONE: readonly GuestItem[] = [];

/** The items of this country's list, newest first; another country's list counts as empty. */
export function itemsIn(list: GuestList, region: RegionCode): readonly GuestItem[] {
  return list.region === region ? list.items : NONE;
}

export function holds(list: GuestList, region: RegionCode, productId: number): boolean {
  return itemsIn(list, region).some((i) => i.productId === productId);
}

/** Saves a piece first in line (once), in this country's list; the oldest fall off past the limit. */
export function withItem(list: GuestList, region: RegionCode, productId: number, now = Date.now()): GuestList {
  const items = itemsIn(list, region);
  if (items.some((i) => i.productId === productId)) return list;
  return { region, items: [{ productId, addedAt: now }, ...items].slice(0, GUEST_WISHLIST_LIMIT) };
}

export function withoutItem(list: GuestList, region: RegionCode, productId: number): GuestList {
  const items = itemsIn(list, region);
  return { region, items: items.filter((i) => i.productId !== productId) };
}

/** What local storage held, if it is a list we wrote; anything else (an old format, a hand edit) is empty. */
export function readGuestList(value: unknown): GuestList {
  if (typeof value !== "object" || value === null) return EMPTY_GUEST_LIST;
  const { region, items } = value as Partial<GuestList>;
  if (!REGION_CODES.includes(region as RegionCode) || !Array.isArray(items)) return EMPTY_GUEST_LIST;
  const seen = new Set<number>();
  const valid = items.filter((i): i is GuestItem => {
    const ok =
      typeof i === "object" &&
      i !== null &&
      Number.isSafeInteger(i.productId) &&
      i.productId > 0 &&
      Number.isFinite(i.addedAt) &&
      !seen.has(i.productId);
    if (ok) seen.add(i.productId);
    return ok;
  });
  return { region: region as RegionCode, items: valid.slice(0, GUEST_WISHLIST_LIMIT) };
}
