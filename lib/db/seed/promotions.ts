import type * as t from "../schema";
import { CATEGORY_ID } from "./taxonomy";

/**
 * The demo store's promotion codes (named in the README), the same every seed. Each country has
 * its own terms in its own currency; END_OF_2025 is long past, so EXPIRED shows a refusal.
 */
const END_OF_2025 = new Date("2025-12-31T21:00:00Z");

export function promotionRows(): (typeof t.promotions.$inferInsert)[] {
  const rings = CATEGORY_ID.get("rings") ?? null;
  return [
    { region: "sa", code: "WELCOME10", kind: "percent", amount: 10, maxUsesPerCustomer: 1 },
    { region: "sa", code: "MISSL15", kind: "percent", amount: 15, brandKey: "missl" },
    { region: "sa", code: "RINGS20", kind: "percent", amount: 20, categoryId: rings, maxUses: 500 },
    { region: "sa", code: "SAVE100", kind: "fixed", amount: 100, minSubtotal: 1000 },
    { region: "sa", code: "EXPIRED", kind: "percent", amount: 30, endsAt: END_OF_2025 },
    { region: "ae", code: "WELCOME10", kind: "percent", amount: 10, maxUsesPerCustomer: 1 },
    { region: "ae", code: "SAVE100", kind: "fixed", amount: 100, minSubtotal: 1000 },
    { region: "eg", code: "WELCOME10", kind: "percent", amount: 10, maxUsesPerCustomer: 1 },
    { region: "eg", code: "SAVE500", kind: "fixed", amount: 500, minSubtotal: 5000 },
  ];
}
