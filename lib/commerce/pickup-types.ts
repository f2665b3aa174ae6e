import type { StoreLocation } from "./types";

/**
 * Collect in store: a country's boutiques each keep their own stock, apart from the web stock
 * that delivered orders are served from. A shopper may collect an order at a boutique that holds
 * every piece of it; the pieces are held for her when the order is placed.
 */

/** One boutique's stock of the variants asked about (a variant it does not carry counts 0). */
export type StoreStock = { store: StoreLocation; stock: { variant_id: number; available: number }[] };

/** How an order reaches the shopper. */
export type FulfilmentMethod = "delivery" | "pickup";

/** An order to collect: the boutique (as it was listed when read) and who collects it. */
/** An order's collection: the boutique, who collects it, and whether the boutique has it ready (until it is collected or cancelled). */
export type OrderPickup = { store: StoreLocation; collector: { name: string; phone: string }; ready: boolean };

/** At most this many pieces of a variant in a boutique read as "Only N left" (then "In stock"). */
export const FEW_LEFT = 2;

/** What a boutique's stock of one variant says to a shopper. */
export type StockLevel = "in_stock" | "few_left" | "out_of_stock";

export function stockLevel(available: number): StockLevel {
  if (available <= 0) return "out_of_stock";
  return available <= FEW_LEFT ? "few_left" : "in_stock";
}

/** Boutiques holding every line in its quantity: the ones an order can be collected from. */
export function storesHolding(stock: StoreStock[], lines: { variant_id: number; quantity: number }[]): StoreStock[] {
  if (lines.length === 0) return [];
  return stock.filter(({ stock: held }) =>
    lines.every((line) => (held.find((s) => s.variant_id === line.variant_id)?.available ?? 0) >= line.quantity),
  );
}

/**
 * The boutique on a map: an https link (it opens in any browser and mail client, where a `geo:`
 * URI does not), at the boutique's own coordinates; nothing is looked up.
 */
/** A boutique with a place on the map (one the hosted store names but we do not list has none: 0, 0). */
export const onMap = (store: Pick<StoreLocation, "latitude" | "longitude">) =>
  store.latitude !== 0 || store.longitude !== 0;

export const mapLink = (store: Pick<StoreLocation, "latitude" | "longitude">) =>
  `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`;
