import "server-only";
import { z } from "zod";
import { withLastGood } from "@/lib/http/upstream";
import type { Lang } from "@/lib/i18n/locales";
import type { StoreStock } from "../pickup-types";
import { isStatus, parseAnswer } from "./answers";
import { bcPagination, lastPage, readBoutiqueLocations, V3_MAX_PAGES, V3_PAGE_LIMIT } from "./boutique-locations";
import type { BigCommerceClients } from "./clients";
import { storeLocationsOf } from "./store-locations";

/** How long the store's boutique locations are reused before they are read again (as long as the catalogue). */
export const BOUTIQUE_LOCATIONS_TTL_MS = 5 * 60_000;
/** How long a boutique stock answer is reused: a shelf changes with every sale, so briefly. */
export const STORE_STOCK_TTL_MS = 30_000;
/** Stock answers kept at most (one per set of variants asked); the oldest goes first. */
export const STORE_STOCK_CACHE_MAX = 500;
/** Locations whose stock is read at once: a country's boutiques in two or so rounds, well inside the rate limit. */
export const STORE_STOCK_CONCURRENCY = 6;
/** Variant ids per request (`variant_id:in`), to keep the address short. */
export const VARIANT_IDS_PER_REQUEST = 100;

/** Inventory v3 `LocationItemsResponse`, the fields read. */
const bcLocationItem = z.looseObject({
  identity: z.looseObject({ variant_id: z.number().int().nullish() }),
  available_to_sell: z.number().int().nullish(),
});
const locationItemsPage = z.looseObject({ data: z.array(bcLocationItem), meta: bcPagination });

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Each boutique's units by variant id: what a stock read keeps, whatever the language. */
type Shelves = Map<number, Map<number, number>>;

/**
 * A country's boutique stock on its BigCommerce store (collect in store): every boutique of the
 * country (store-locations.ts) in the store locator's order, each with its own stock of the asked
 * variants, read from the Inventory API at the boutique's location (boutique-locations.ts says
 * which location is which boutique). A variant a location does not list, an unknown variant, or a
 * boutique without a location counts 0; so does stock below zero.
 *
 * Upstream discipline: every call goes through the REST client (upstreamFetch: a timeout per
 * attempt, the page's or request's deadline over all of them, retries of reads, the country's
 * breaker), so no read outlives the shopper's deadline. The locations are kept for
 * BOUTIQUE_LOCATIONS_TTL_MS and an answer for a set of variants for STORE_STOCK_TTL_MS, shared by
 * concurrent callers; both keep a last good copy (`withLastGood`) that an outage serves, and
 * without one the `UpstreamError` is thrown as by every catalogue read. A country without
 * boutiques answers `[]` and asks nothing.
 */
export function createStoreStockReads(clients: Pick<BigCommerceClients, "rest" | "region" | "upstreams">) {
  const { rest, region } = clients;
  const upstream = clients.upstreams.rest;
  const key = (...parts: (string | number)[]) => `bigcommerce:${region}:${parts.join(":")}`;
  let locations: { at: number; ids: Promise<Map<number, number>> } | null = null;
  const answers = new Map<string, { at: number; shelves: Promise<Shelves> }>();

  /** Boutique id to location id, shared and reused for BOUTIQUE_LOCATIONS_TTL_MS. */
  function boutiqueLocations(): Promise<Map<number, number>> {
    if (!locations || Date.now() - locations.at > BOUTIQUE_LOCATIONS_TTL_MS) {
      const ids = withLastGood(key("boutique-locations"), () => readBoutiqueLocations(rest, region, upstream));
      locations = { at: Date.now(), ids };
      ids.catch(() => (locations = null));
    }
    return locations.ids;
  }

  /** A location's units of `variantIds` (every page of every chunk); a location gone since (404) holds nothing. */
  async function locationUnits(locationId: number, variantIds: number[]): Promise<Map<number, number>> {
    const units = new Map<number, number>();
    try {
      for (const batch of chunks(variantIds, VARIANT_IDS_PER_REQUEST)) {
        for (let page = 1; page <= V3_MAX_PAGES; page++) {
          const params = { "variant_id:in": batch, limit: V3_PAGE_LIMIT, page };
          const answer = await rest.get(`/v3/inventory/locations/${locationId}/items`, { params });
          const items = parseAnswer(locationItemsPage, answer, upstream, "GET location inventory items");
          for (const item of items.data) {
            const variantId = item.identity.variant_id;
            if (variantId != null) units.set(variantId, Math.max(0, item.available_to_sell ?? 0));
          }
          if (lastPage(items.meta, page, items.data.length)) break;
        }
      }
    } catch (error) {
      if (!isStatus(error, 404)) throw error;
      units.clear();
    }
    return units;
  }

  /** Every boutique location's units of `variantIds`, STORE_STOCK_CONCURRENCY locations at a time. */
  async function readShelves(variantIds: number[]): Promise<Shelves> {
    const byBoutique = [...(await boutiqueLocations()).entries()];
    const shelves: Shelves = new Map();
    for (const round of chunks(byBoutique, STORE_STOCK_CONCURRENCY)) {
      const read = await Promise.all(round.map(([, locationId]) => locationUnits(locationId, variantIds)));
      round.forEach(([storeId], i) => shelves.set(storeId, read[i]!));
    }
    return shelves;
  }

  /** The shelves for a set of variants, shared and reused for STORE_STOCK_TTL_MS. */
  function shelvesOf(variantIds: number[]): Promise<Shelves> {
    const wanted = [...variantIds].sort((a, b) => a - b);
    const id = wanted.join(",");
    const held = answers.get(id);
    if (held && Date.now() - held.at <= STORE_STOCK_TTL_MS) return held.shelves;
    const shelves = withLastGood(key("store-stock", id), () => readShelves(wanted));
    answers.delete(id);
    answers.set(id, { at: Date.now(), shelves });
    if (answers.size > STORE_STOCK_CACHE_MAX) answers.delete(answers.keys().next().value as string);
    shelves.catch(() => answers.get(id)?.shelves === shelves && answers.delete(id));
    return shelves;
  }

  return {
    boutiqueLocations,

    async getStoreStock(variantIds: number[], lang: Lang): Promise<StoreStock[]> {
      const stores = storeLocationsOf(region, lang);
      if (stores.length === 0) return [];
      // Each variant once, in the order first asked; an id no store can have is still answered (0).
      const asked = [...new Set(variantIds.filter((id) => Number.isInteger(id)))];
      const known = asked.filter((id) => id > 0);
      const shelves = known.length ? await shelvesOf(known) : new Map<number, Map<number, number>>();
      return stores.map((store) => ({
        store,
        stock: asked.map((variant_id) => ({ variant_id, available: shelves.get(store.id)?.get(variant_id) ?? 0 })),
      }));
    },
  };
}
