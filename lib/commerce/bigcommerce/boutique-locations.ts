import { z } from "zod";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import type { StoreLocation } from "../types";
import { parseAnswer } from "./answers";
import type { RestClient } from "./rest";
import { storeLocationsOf } from "./store-locations";

/**
 * Our boutiques on a BigCommerce store (collect in store, ADR 0040). A country's boutiques are
 * ours (lib/db/seed/locations.ts, the same ids in both kinds of store); BigCommerce keeps their
 * stock and pickup under its own inventory locations (Locations v3). One rule ties the two:
 *
 *   the location's `code` is `LUMINA-{id}`, `{id}` being our boutique's id as the store locator
 *   lists it ("LUMINA-3"; upper case, no leading zero, nothing around it),
 *
 * and the location counts only while it is active (`enabled`), shown on the storefront
 * (`storefront_visibility`) and a shop one can walk into (`type_id` PHYSICAL). A location whose
 * code names a boutique of another country, no boutique, or nothing of ours (the default `BIGC-1`,
 * a warehouse) is not a boutique. Codes are unique in a store (Locations v3: "user-defined unique
 * identifier"), so a boutique has one location at most; were two to claim it, the lower id wins.
 */
export const BOUTIQUE_CODE_PREFIX = "LUMINA-";

/** The location code a boutique's location carries on the hosted store. */
export const boutiqueLocationCode = (storeId: number) => `${BOUTIQUE_CODE_PREFIX}${storeId}`;

/** The boutique id a location code names, or `null` when the code is not a boutique's. */
export function boutiqueIdOfCode(code: string | null | undefined): number | null {
  const match = /^LUMINA-([1-9][0-9]{0,8})$/.exec(code ?? "");
  return match ? Number(match[1]) : null;
}

/** The boutique of `region` a location code names, in `lang`; `null` for any other code. */
export function boutiqueOfCode(code: string | null | undefined, region: RegionCode, lang: Lang): StoreLocation | null {
  const id = boutiqueIdOfCode(code);
  return id === null ? null : (storeLocationsOf(region, lang).find((s) => s.id === id) ?? null);
}

/** Locations v3 `LocationResponse`, the fields read; the flags default as the reference documents them. */
const bcLocation = z.looseObject({
  id: z.number().int(),
  code: z.string(),
  type_id: z.string().optional(),
  enabled: z.boolean().optional(),
  storefront_visibility: z.boolean().optional(),
});

/** A v3 collection's pagination (every field optional in the references). */
export const bcPagination = z
  .looseObject({
    pagination: z
      .looseObject({ current_page: z.number().int().optional(), total_pages: z.number().int().optional() })
      .optional(),
  })
  .optional();

const locationPage = z.looseObject({ data: z.array(bcLocation), meta: bcPagination });

/** Page size of the v3 collections read here. */
export const V3_PAGE_LIMIT = 250;
/** Pages of one collection read at most: a guard against paging that never ends. */
export const V3_MAX_PAGES = 20;

/** Whether the page just read was the last one (no pagination counts as one page). */
export function lastPage(meta: z.infer<typeof bcPagination>, page: number, count: number): boolean {
  const total = meta?.pagination?.total_pages;
  return total === undefined ? count < V3_PAGE_LIMIT : page >= total;
}

/**
 * The boutique locations of a country's store, by boutique id: its active, storefront-visible,
 * physical locations (asked of the API with `is_active`, `storefront_visibility` and `type_id:in`,
 * and checked again on the answer), each kept when its code names a boutique of the country.
 */
export async function readBoutiqueLocations(
  rest: RestClient,
  region: RegionCode,
  upstream: string,
): Promise<Map<number, number>> {
  const boutiques = new Set(storeLocationsOf(region, "en").map((s) => s.id));
  const found = new Map<number, number>();
  if (boutiques.size === 0) return found;
  for (let page = 1; page <= V3_MAX_PAGES; page++) {
    const params = {
      is_active: true,
      storefront_visibility: true,
      "type_id:in": "PHYSICAL",
      limit: V3_PAGE_LIMIT,
      page,
    };
    const answer = parseAnswer(
      locationPage,
      await rest.get("/v3/inventory/locations", { params }),
      upstream,
      "GET inventory locations",
    );
    for (const location of answer.data) {
      const id = boutiqueIdOfCode(location.code);
      const counts =
        location.enabled !== false &&
        location.storefront_visibility !== false &&
        (location.type_id ?? "PHYSICAL") === "PHYSICAL";
      if (id === null || !counts || !boutiques.has(id)) continue;
      const held = found.get(id);
      if (held === undefined || location.id < held) found.set(id, location.id);
    }
    if (lastPage(answer.meta, page, answer.data.length)) break;
  }
  return found;
}
