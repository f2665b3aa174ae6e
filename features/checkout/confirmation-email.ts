import { formatLineOptions } from "@/features/cart";
import type { Order } from "@/lib/commerce/cart-types";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { LOCALES, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { escapeHtml as esc } from "@/lib/mail/html";
import type { MailMessage } from "@/lib/mail/types";
import { formatMoney } from "@/lib/money";
import { mapLink, onMap } from "@/lib/commerce/pickup-types";
import { addressLines } from "@/features/address";
import { formatCalendarDate } from "@/lib/i18n/format";
import { confirmationPath } from "./links";
import { orderLinkPath } from "@/features/cart/server";
import { trackingPath } from "@/features/tracking/server";
import type { Translate } from "@/lib/i18n/mail-translator";

export const ORDER_CONFIRMATION_KIND = "order-confirmation";

/**
 * The order confirmation mail (text and HTML) in the order's language. Every value that reaches
 * the HTML (names, address, translated strings) is escaped: a shopper's street may hold `<`.
 * Mail clients ignore logical CSS (`text-align: start`), so alignment follows the direction
 * explicitly here, and the layout is tables with inline styles, as mail clients need.
 */
export function renderOrderConfirmation(order: Order, { t, siteUrl }: { t: Translate; siteUrl: string }): MailMessage {
  const { lang, dir, bcp47 } = LOCALES[order.locale];
  const region = order.region as RegionCode;
  const brand = SUB_BRANDS.main.name[lang];
  const money = (value: number) => formatMoney({ value, currencyCode: order.currency.code }, order.locale);
  const number = new Intl.NumberFormat(bcp47).format;
  const date = formatCalendarDate(order.estimated_delivery, order.locale);
  const address = addressLines(order.shipping_address, region, lang);
  const link = new URL(confirmationPath(order.locale, order), siteUrl).toString();
  // A repurchase link: the same pieces in a new bag, for ORDER_LINK_DAYS.
  const again = new URL(orderLinkPath(order, order.locale), siteUrl).toString();
  // Where the order is, with no form to fill: the tracking page's signed link.
  const trackLink = new URL(trackingPath(order, order.locale), siteUrl).toString();

  const subject = t("checkout.email.subject", { brand, number: order.number });
  const totals: [string, string][] = [
    ...(order.promo_code && order.discount_total > 0
      ? [[t("checkout.review.promo", { code: order.promo_code }), money(-order.discount_total)] as [string, string]]
      : []),
    [t("checkout.review.subtotalExTax"), money(order.subtotal_ex_tax)],
    [t("checkout.review.vat", { rate: number(REGIONS[region].vatPercent) }), money(order.tax_total)],
    [
      t("checkout.review.shipping"),
      order.shipping_total > 0 ? money(order.shipping_total) : t("checkout.delivery.free"),
    ],
    [t("checkout.review.total"), money(order.grand_total)],
  ];
  const options = (line: Order["lines"][number]) => formatLineOptions(line.options, order.locale, t);
  const greeting = t("checkout.email.greeting", { name: order.shipping_address.first_name });
  // An order to collect names its boutique (address, hours, map) where a delivery names its address and date.
  const store = order.pickup?.store;
  const payment = t(store ? "checkout.email.paymentCollect" : "checkout.email.payment", {
    amount: money(order.grand_total),
  });
  const delivery = store ? t("pickup.readyNote") : t("checkout.email.estimatedDelivery", { date });
  const whereTitle = store ? t("pickup.collectFrom") : t("checkout.email.shipTo");
  const whereLines = store
    ? [
        store.name,
        store.address,
        `${t("pickup.hours")}: ${store.hours}`,
        t("pickup.collector", { name: order.pickup!.collector.name }),
      ]
    : address.lines;

  const text = [
    greeting,
    "",
    t("checkout.email.intro"),
    t("checkout.email.orderNumber", { number: order.number }),
    "",
    t("checkout.email.items"),
    ...order.lines.map(
      (l) =>
        `- ${t("checkout.email.line", { name: l.name, quantity: number(l.quantity), total: money(l.total) })}${l.options.length ? ` (${options(l)})` : ""}`,
    ),
    "",
    ...totals.map(([label, value]) => `${label}: ${value}`),
    "",
    `${whereTitle}:`,
    ...whereLines,
    store ? (onMap(store) ? `${t("pickup.map")}: ${mapLink(store)}` : "") : address.phone,
    "",
    payment,
    delivery,
    "",
    `${t("checkout.email.viewOrder")}: ${link}`,
    `${t("track.email.open")}: ${trackLink}`,
    `${t("checkout.email.orderAgain")}: ${again}`,
    "",
    t("checkout.email.signOff", { brand }),
  ].join("\n");

  const start = dir === "rtl" ? "right" : "left";
  const end = dir === "rtl" ? "left" : "right";
  const cell = `padding:8px 0;border-bottom:1px solid #e6e1d8;vertical-align:top`;
  const lineRows = order.lines
    .map(
      (l) =>
        `<tr><td style="${cell};text-align:${start}">${esc(l.name)}${l.options.length ? `<br><span style="color:#5d5d66;font-size:13px">${esc(options(l))}</span>` : ""}<br><span style="color:#5d5d66;font-size:13px">${esc(t("checkout.review.quantity", { n: number(l.quantity) }))}</span></td><td style="${cell};text-align:${end};white-space:nowrap">${esc(money(l.total))}</td></tr>`,
    )
    .join("");
  const totalRows = totals
    .map(([label, value], i) => {
      const weight = i === totals.length - 1 ? "font-weight:bold;font-size:16px;" : "";
      return `<tr><td style="padding:4px 0;${weight}text-align:${start}">${esc(label)}</td><td style="padding:4px 0;${weight}text-align:${end};white-space:nowrap">${esc(value)}</td></tr>`;
    })
    .join("");
  const p = (content: string, style = "") => `<p style="margin:0 0 12px;${style}">${content}</p>`;
  const heading = (content: string) => `<h2 style="margin:24px 0 8px;font-size:16px">${esc(content)}</h2>`;

  const html = `<!doctype html>
<html lang="${esc(bcp47)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#faf7f2;color:#1b1b1f;font-family:'Noto Sans','Noto Sans Arabic',Arial,sans-serif;font-size:14px;line-height:1.5">
<div style="display:none;max-height:0;overflow:hidden">${esc(t("checkout.email.preheader", { number: order.number, date }))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border:1px solid #e6e1d8;border-radius:8px"><tr><td style="padding:24px;text-align:${start}">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;letter-spacing:2px;color:#1f3b57">${esc(brand)}</p>
${p(esc(greeting))}
${p(esc(t("checkout.email.intro")))}
${p(esc(t("checkout.email.orderNumber", { number: order.number })), "font-weight:bold")}
${heading(t("checkout.email.items"))}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lineRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">${totalRows}</table>
${heading(whereTitle)}
${p(`${whereLines.map(esc).join("<br>")}<br>${store ? (onMap(store) ? `<a href="${esc(mapLink(store))}">${esc(t("pickup.map"))}</a>` : "") : `<span dir="ltr">${esc(address.phone)}</span>`}`)}
${p(esc(payment))}
${p(esc(delivery), "font-weight:bold")}
<p style="margin:24px 0"><a href="${esc(link)}" style="display:inline-block;background:#1b1b1f;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold">${esc(t("checkout.email.viewOrder"))}</a></p>
${p(`<a href="${esc(trackLink)}" style="color:#1f3b57">${esc(t("track.email.open"))}</a>`)}
${p(`<a href="${esc(again)}" style="color:#1f3b57">${esc(t("checkout.email.orderAgain"))}</a>`)}
${p(esc(t("checkout.email.signOff", { brand })).replace(/\n/g, "<br>"), "color:#5d5d66")}
</td></tr></table>
</td></tr></table>
</body>
</html>`;

  return { to: order.email, subject, text, html, kind: ORDER_CONFIRMATION_KIND, locale: order.locale };
}
