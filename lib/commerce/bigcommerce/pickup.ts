import "server-only";
import { z } from "zod";
import { UpstreamError } from "@/lib/http/upstream";
import { CART_ID, isStatus, parseAnswer } from "./answers";
import { bcPagination, lastPage, readBoutiqueLocations, V3_MAX_PAGES, V3_PAGE_LIMIT } from "./boutique-locations";
import type { BigCommerceClients } from "./clients";
import { storeLocationsOf } from "./store-locations";

/** Tries of a hand-over whose checkout moved on between our read and our write (409 on `version`). */
export const PICKUP_HANDOVER_ATTEMPTS = 3;

/** Pickup Methods v3 `PickupMethodResponse`, the fields read. */
const bcPickupMethod = z.looseObject({ id: z.number().int(), location_id: z.number().int().nullish() });
const pickupMethodPage = z.looseObject({ data: z.array(bcPickupMethod), meta: bcPagination });

/** Checkouts v3 `Checkout`, the fields read: the physical lines, the consignments and the version. */
const bcCheckout = z.looseObject({
  id: z.string(),
  cart: z.looseObject({
    line_items: z.looseObject({
      physical_items: z.array(z.looseObject({ id: z.string().min(1), quantity: z.number().int() })).optional(),
    }),
  }),
  consignments: z
    .array(
      z.looseObject({
        id: z.string().min(1),
        line_item_ids: z.array(z.string()).optional(),
        selected_pickup_option: z.looseObject({ pickup_method_id: z.number().int().optional() }).nullish(),
      }),
    )
    .optional(),
  version: z.number().int().optional(),
});
const checkoutAnswer = z.looseObject({ data: bcCheckout });
type BcCheckout = z.infer<typeof bcCheckout>;

/**
 * What a hand-over did: the checkout's lines are collected at the boutique (`consignmentId` is the
 * checkout's pickup consignment); or why not: no such checkout (`cart`) or no boutique of this
 * country with that id (`store`); `unavailable`: the boutique cannot be collected from on the
 * hosted store (no active, storefront-visible physical location coded for it, or no pickup method
 * there); `empty`: the checkout has no physical line to collect; `refused`: the store refused the
 * consignment (422; `title` is its words, for logs).
 */
export type PickupHandOver =
  | { status: "ok"; pickupMethodId: number; consignmentId: string }
  | { status: "not-found"; what: "cart" | "store" }
  | { status: "unavailable" }
  | { status: "empty" }
  | { status: "refused"; title: string | undefined };

/** Every pickup method of the store (Pickup Methods v3 has no location filter), page after page. */
async function readPickupMethods(
  rest: BigCommerceClients["rest"],
  upstream: string,
): Promise<z.infer<typeof bcPickupMethod>[]> {
  const methods: z.infer<typeof bcPickupMethod>[] = [];
  for (let page = 1; page <= V3_MAX_PAGES; page++) {
    const answer = parseAnswer(
      pickupMethodPage,
      await rest.get("/v3/pickup/methods", { params: { limit: V3_PAGE_LIMIT, page } }),
      upstream,
      "GET pickup methods",
    );
    methods.push(...answer.data);
    if (lastPage(answer.meta, page, answer.data.length)) break;
  }
  return methods;
}

/**
 * Hands the shopper's boutique over to BigCommerce's hosted checkout (collect in store): the
 * boutique's location (the location rule of boutique-locations.ts), that location's pickup method
 * (the lowest id when it has several) and the checkout's physical lines are read, then every line
 * goes into one consignment with `pickup_option: { pickup_method_id }` (Checkouts v3 consignments;
 * a checkout's id is its cart's). The checkout's own consignment is updated when it has one (a
 * shopper who came back from the hosted checkout) and any other is removed; a checkout already
 * collected at that method whole is left as it is, so a second call writes nothing.
 *
 * Writes carry the checkout's `version` (but a removal: the REST client sends DELETE without a
 * body): a checkout that changed between our read and our write answers 409, and the read is done
 * again (PICKUP_HANDOVER_ATTEMPTS), as after a 404 of a consignment removed meanwhile. Calls go through the REST
 * client's discipline (deadline, timeouts, breaker; writes are never retried by the client), so an
 * outage throws `UpstreamError` within the caller's deadline. Who may hand a cart over is the
 * caller's to check (the cart of the shopper's session), as for any cart change.
 */
export async function handOverPickup(
  clients: Pick<BigCommerceClients, "rest" | "region" | "upstreams">,
  cartId: string,
  storeId: number,
): Promise<PickupHandOver> {
  const { rest, region } = clients;
  const upstream = clients.upstreams.rest;
  if (!storeLocationsOf(region, "en").some((s) => s.id === storeId)) return { status: "not-found", what: "store" };
  if (!CART_ID.test(cartId)) return { status: "not-found", what: "cart" };
  const path = `/v3/checkouts/${encodeURIComponent(cartId)}`;

  async function readCheckout(): Promise<BcCheckout | null> {
    try {
      return parseAnswer(checkoutAnswer, await rest.get(path), upstream, "GET checkout").data;
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  const [locations, methods] = await Promise.all([
    readBoutiqueLocations(rest, region, upstream),
    readPickupMethods(rest, upstream),
  ]);
  const locationId = locations.get(storeId);
  const method =
    locationId === undefined
      ? undefined
      : methods.filter((m) => m.location_id === locationId).sort((a, b) => a.id - b.id)[0];
  if (!method) return { status: "unavailable" };
  const pickup_option = { pickup_method_id: method.id };

  for (let attempt = 1; ; attempt++) {
    const checkout = await readCheckout();
    if (!checkout) return { status: "not-found", what: "cart" };
    const lines = checkout.cart.line_items.physical_items ?? [];
    if (lines.length === 0) return { status: "empty" };
    const line_items = lines.map((l) => ({ item_id: l.id, quantity: l.quantity }));
    const [own, ...others] = checkout.consignments ?? [];
    const whole = (ids: string[] | undefined) => lines.every((l) => ids?.includes(l.id));
    if (
      own &&
      others.length === 0 &&
      own.selected_pickup_option?.pickup_method_id === method.id &&
      whole(own.line_item_ids)
    ) {
      return { status: "ok", pickupMethodId: method.id, consignmentId: own.id };
    }
    try {
      let version = checkout.version;
      const withVersion = () => (version === undefined ? {} : { version });
      for (const other of others) {
        const answer = parseAnswer(
          checkoutAnswer,
          await rest.delete(`${path}/consignments/${encodeURIComponent(other.id)}`),
          upstream,
          "DELETE consignment",
        );
        version = answer.data.version;
      }
      const written = own
        ? await rest.put(`${path}/consignments/${encodeURIComponent(own.id)}`, {
            line_items,
            pickup_option,
            ...withVersion(),
          })
        : await rest.post(`${path}/consignments`, [{ line_items, pickup_option, ...withVersion() }]);
      const after = parseAnswer(checkoutAnswer, written, upstream, own ? "PUT consignment" : "POST consignment").data;
      const made = (after.consignments ?? []).find((c) => c.selected_pickup_option?.pickup_method_id === method.id);
      if (!made)
        throw new UpstreamError(
          upstream,
          "invalid",
          `the consignment written answered no pickup at method ${method.id}`,
        );
      return { status: "ok", pickupMethodId: method.id, consignmentId: made.id };
    } catch (error) {
      // A stale version, or a consignment gone since our read: read the checkout again.
      if ((isStatus(error, 409) || isStatus(error, 404)) && attempt < PICKUP_HANDOVER_ATTEMPTS) continue;
      if (isStatus(error, 404)) return { status: "not-found", what: "cart" };
      if (isStatus(error, 422)) return { status: "refused", title: error.title };
      throw error;
    }
  }
}
