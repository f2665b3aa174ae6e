import { describe, expect, it } from "vitest";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import type { StoreLocation } from "@/lib/commerce/types";
import { renderOrderStep } from "./emails";

/** The mails of an order's steps: what happened, and for an order to collect, where and when. */
const boutique: StoreLocation = {
  id: 5,
  name: "لومينا رد سي مول",
  city: "جدة",
  address: "رد سي مول، الطابق الأرضي، جدة 23615",
  phone: "+966 12 216 4470",
  hours: "السبت - الخميس 10:00 - 23:00",
  latitude: 21.6286,
  longitude: 39.1109,
};
const order = { number: "KSA-100042", locale: "ar-sa" as const, email: "noura@example.com" };
const link = "https://lumina.example/ar-sa/track-order?order=42&exp=1&key=k";

describe("renderOrderStep", () => {
  it("says an order is ready to collect, in her language, with the boutique, its hours, a map and the tracking link", async () => {
    const mail = renderOrderStep(order, "ready_for_collection", null, link, await mailTranslator("ar"), boutique);
    expect(mail.subject).toContain("جاهز للاستلام");
    for (const text of [
      boutique.name,
      boutique.address,
      boutique.hours,
      "openstreetmap.org/?mlat=21.6286&mlon=39.1109",
      link,
    ])
      expect(mail.text).toContain(text);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(boutique.name);
  });

  it("draws no map for a boutique without a place, and names no boutique once it is collected", async () => {
    const t = await mailTranslator("en");
    const placeless = renderOrderStep({ ...order, locale: "en-sa" }, "ready_for_collection", null, link, t, {
      ...boutique,
      latitude: 0,
      longitude: 0,
    });
    expect(placeless.text).toContain(boutique.address);
    expect(placeless.text).not.toContain("openstreetmap");
    const collected = renderOrderStep({ ...order, locale: "en-sa" }, "collected", null, link, t, boutique);
    expect(collected.subject).toMatch(/has been collected/);
    expect(collected.text).not.toContain(boutique.address);
  });
});
