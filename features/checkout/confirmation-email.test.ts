import { describe, expect, it } from "vitest";
import type { Order } from "@/lib/commerce/cart-types";
import { renderOrderConfirmation } from "./confirmation-email";
import { mailTranslator } from "@/lib/i18n/mail-translator";

const order = (over: Partial<Order> = {}): Order => ({
  id: 42,
  number: "KSA-100042",
  access_key: "5f0c7d2e-8a41-4b6e-9a53-0c1d2e3f4a5b",
  region: "sa",
  locale: "en-sa",
  customer_id: 0,
  email: "noura@example.com",
  status: "awaiting_fulfillment",
  currency: { code: "SAR" },
  subtotal_inc_tax: 2300,
  subtotal_ex_tax: 2000,
  tax_total: 300,
  shipping_total: 0,
  promo_code: null,
  discount_total: 0,
  grand_total: 2300,
  payment_method: "cod",
  shipping_address: {
    first_name: `Noura <script>alert("x")</script>`,
    last_name: "Al-Harbi & Sons",
    street: `12 King Fahd "Road"><img src=x onerror=alert(1)>`,
    city: "Riyadh",
    governorate: "riyadh",
    postal_code: "12211",
    phone: "501234567",
    country_code: "SA",
  },
  estimated_delivery: "2026-11-24",
  created_time: "2026-11-21T09:00:00.000Z",
  delivered_time: null,
  pickup: null,
  lines: [
    {
      id: 1,
      product_id: 3,
      variant_id: 9,
      sku: "LU-R-1",
      name: "Lumina - Solitaire <Ring>",
      url: "solitaire-ring-sku-lu-r-1",
      options: [{ name: "Size", value: "12" }],
      quantity: 2,
      base_price: 1000,
      price: 900,
      total: 1800,
      image_url: null,
      discount: 0,
    },
    {
      id: 2,
      product_id: 4,
      variant_id: 10,
      sku: "LU-E-2",
      name: "Lumina - Hoops",
      url: "hoops-sku-lu-e-2",
      options: [],
      quantity: 1,
      base_price: 500,
      price: 500,
      total: 500,
      image_url: null,
      discount: 0,
    },
  ],
  ...over,
});

const render = async (o: Order) =>
  renderOrderConfirmation(o, {
    t: await mailTranslator(o.locale.startsWith("ar") ? "ar" : "en"),
    siteUrl: "https://shop.example",
  });

describe("order confirmation email", () => {
  it("escapes every interpolated value in the HTML and keeps the text part raw", async () => {
    const mail = await render(order());
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<Ring>");
    expect(mail.html).toContain("Noura &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Al-Harbi &amp; Sons");
    expect(mail.html).toContain("&quot;Road&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("Solitaire &lt;Ring&gt;");
    // The link's query is escaped inside the attribute.
    expect(mail.html).toContain(
      `href="https://shop.example/en-sa/checkout/confirmation?order=42&amp;key=5f0c7d2e-8a41-4b6e-9a53-0c1d2e3f4a5b"`,
    );
    expect(mail.text).toContain(`Hello Noura <script>alert("x")</script>,`);
    expect(mail.text).not.toContain("&amp;");
    expect(mail.text).toContain(
      "https://shop.example/en-sa/checkout/confirmation?order=42&key=5f0c7d2e-8a41-4b6e-9a53-0c1d2e3f4a5b",
    );
    // The repurchase link: the same pieces in a new bag, its key signed with an expiry.
    expect(mail.text).toMatch(
      /Order these pieces again: https:\/\/shop\.example\/en-sa\/cart\?order_id=42&exp=\d+&key=[\w-]{43}/,
    );
    // Where the order is, with no form: the tracking page's signed link.
    expect(mail.text).toMatch(
      /Track your order: https:\/\/shop\.example\/en-sa\/track-order\?order=42&exp=\d+&key=[\w-]{43}/,
    );
  });

  it("says what was ordered, the totals with VAT, the address, cash on delivery and the delivery date", async () => {
    const mail = await render(order());
    // Intl puts a no-break space between currency and amount.
    mail.text = mail.text.replace(/\u00a0/g, " ");
    expect(mail).toMatchObject({
      to: "noura@example.com",
      kind: "order-confirmation",
      locale: "en-sa",
      subject: "Your Lumina order KSA-100042",
    });
    expect(mail.text).toContain("Lumina - Solitaire <Ring> × 2: SAR 1,800 (Size: 12)");
    expect(mail.text).toContain("Subtotal (excl. VAT): SAR 2,000");
    expect(mail.text).toContain("VAT (15%): SAR 300");
    expect(mail.text).toContain("Delivery: Free");
    expect(mail.text).toContain("Total: SAR 2,300");
    expect(mail.text).toContain("Riyadh 12211\nRiyadh\nSaudi Arabia\n+966 501234567");
    expect(mail.text).toContain("Please have SAR 2,300 ready");
    expect(mail.text).toContain("Estimated delivery: Tuesday, November 24, 2026");
    expect(mail.html).toMatch(/<html lang="en-SA" dir="ltr">/);
  });

  it("gives the promotion code its own line, before the totals it reduced", async () => {
    const mail = await render(
      order({ promo_code: "WELCOME10", discount_total: 230, subtotal_ex_tax: 1800, tax_total: 270, grand_total: 2070 }),
    );
    const text = mail.text.replace(/\u00a0/g, " ");
    expect(text).toContain("Promo code WELCOME10: -SAR 230\nSubtotal (excl. VAT): SAR 1,800");
    expect(text).toContain("Total: SAR 2,070");
    expect((await render(order())).text).not.toContain("Promo code");
  });

  it("is written in Arabic, right to left, for an Arabic order", async () => {
    const mail = await render(order({ locale: "ar-sa", number: "KSA-100042" }));
    expect(mail.subject).toBe("طلبك من لومينا رقم KSA-100042");
    expect(mail.html).toMatch(/<html lang="ar-SA" dir="rtl">/);
    expect(mail.html).toContain("text-align:right");
    expect(mail.text).toContain("شكراً لطلبك");
    expect(mail.text).toContain("الرياض\nالسعودية");
    expect(mail.text).toContain("ضريبة القيمة المضافة (١٥٪)");
    expect(mail.text).toContain("الدفع: عند الاستلام");
    expect(mail.text).toMatch(/موعد التوصيل المتوقع: الثلاثاء، ٢٤ نوفمبر ٢٠٢٦/);
    expect(mail.html).toContain('<span dir="ltr">+966 501234567</span>');
    expect(mail.html).toContain("/ar-sa/checkout/confirmation?order=42&amp;key=");
  });

  it("uses the country of the order: currency, VAT rate and governorate names", async () => {
    const mail = await render(
      order({
        region: "eg",
        locale: "ar-eg",
        number: "EGY-100042",
        currency: { code: "EGP" },
        shipping_address: {
          ...order().shipping_address,
          governorate: "alexandria",
          phone: "1012345678",
          country_code: "EG",
        },
      }),
    );
    expect(mail.text).toContain("الإسكندرية\nمصر");
    expect(mail.text).toContain("(١٤٪)");
    expect(mail.text).toContain("+20 1012345678");
    expect(mail.text).toMatch(/ج\.م\.?/);
  });

  it("names the boutique of an order to collect (address, hours, who collects, a map, cash on collection) instead of an address, a delivery date and cash on delivery", async () => {
    const store = {
      id: 5,
      name: "Lumina Red Sea Mall",
      city: "Jeddah",
      address: "Red Sea Mall, Ground Floor, Jeddah 23615",
      phone: "+966 12 216 4470",
      hours: "Daily 10:00-23:00",
      latitude: 21.6286,
      longitude: 39.1109,
    };
    const mail = await render(
      order({ pickup: { store, collector: { name: "Noura Al-Harbi", phone: "501234567" }, ready: false } }),
    );
    for (const text of [
      "Collect from",
      store.name,
      store.address,
      store.hours,
      "Collected by Noura Al-Harbi",
      "openstreetmap.org/?mlat=21.6286",
      "when you collect your order",
    ])
      expect(mail.text).toContain(text);
    expect(mail.text).not.toMatch(/Ship(ping)? to/i);
    expect(mail.text).not.toContain("when your order arrives");
    expect(mail.html).toContain('href="https://www.openstreetmap.org/?mlat=21.6286&amp;mlon=39.1109');
  });
});
