// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";

import { renderIn } from "@/tests/support/render";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import type { OrderPickup } from "@/lib/commerce/pickup-types";
import { OrderStatusBadge } from "./order-status";

const pickup = (ready: boolean): OrderPickup => ({
  store: {
    id: 1,
    name: "Lumina Riyadh Park",
    city: "Riyadh",
    address: "Riyadh Park",
    phone: "",
    hours: "",
    latitude: 0,
    longitude: 0,
  },
  collector: { name: "Noura Saleh", phone: "501234567" },
  ready,
});

describe("an order's status badge", () => {
  it.each([
    ["en", "Processing", "Ready to collect", "Collected", "Delivered"],
    ["ar", "قيد التجهيز", "جاهز للاستلام", "تم الاستلام", "تم التوصيل"],
  ] as const)("says where an order to collect is, in %s", async (lang, processing, ready, collected, delivered) => {
    const t = (await mailTranslator(lang)) as unknown as TFunction;
    const badge = (ui: Parameters<typeof OrderStatusBadge>[0]) => {
      const view = renderIn(lang, <OrderStatusBadge {...ui} />);
      const text = view.container.textContent;
      view.unmount();
      return text;
    };
    expect(badge({ status: "awaiting_fulfillment", pickup: pickup(false), t })).toContain(processing);
    expect(badge({ status: "awaiting_fulfillment", pickup: pickup(true), t })).toContain(ready);
    expect(badge({ status: "delivered", pickup: pickup(true), t })).toContain(collected);
    expect(badge({ status: "delivered", pickup: null, t })).toContain(delivered);
  });
});
