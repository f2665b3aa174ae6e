import type { Order } from "@/lib/commerce/cart-types";
import type { TrackingShipment, TrackingStep } from "@/lib/commerce/tracking-types";
import { mapLink, onMap } from "@/lib/commerce/pickup-types";
import type { StoreLocation } from "@/lib/commerce/types";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { LOCALES } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/i18n/mail-translator";
import { escapeHtml as esc } from "@/lib/mail/html";
import type { MailMessage } from "@/lib/mail/types";

export const ORDER_STEP_KIND = "order-step";

/** The steps a shopper is mailed about, each with the tracking link. */
export const MAILED_STEPS = [
  "shipped",
  "out_for_delivery",
  "delivered",
  "ready_for_collection",
  "collected",
  "cancelled",
] as const satisfies readonly TrackingStep[];

/**
 * The mail of an order's step: what happened, the parcel's courier and number when it shipped, the
 * boutique (address, hours, map) when it is ready to collect there, and the signed link that opens
 * the order's timeline with no form (`link`).
 */
export function renderOrderStep(
  order: Pick<Order, "number" | "locale" | "email">,
  step: TrackingStep,
  parcel: TrackingShipment | null,
  link: string,
  t: Translate,
  store: StoreLocation | null = null,
): MailMessage {
  const { lang, dir } = LOCALES[order.locale];
  const brand = SUB_BRANDS.main.name[lang];
  const number = `\u2066${order.number}\u2069`;
  const subject = t(`track.email.subject.${step}`, { number, brand });
  const where =
    store && step === "ready_for_collection"
      ? [
          t("track.email.store", { name: store.name, address: store.address }),
          t("track.email.hours", { hours: store.hours }),
          ...(onMap(store) ? [t("track.email.map", { link: mapLink(store) })] : []),
        ]
      : [];
  const paragraphs = [
    t(`track.email.body.${step}`, { number }),
    ...(parcel
      ? [t("track.email.parcel", { courier: parcel.courier, tracking: `\u2066${parcel.tracking_number}\u2069` })]
      : []),
    ...where,
  ];
  const action = t("track.email.open");
  const text = [...paragraphs.flatMap((p) => [p, ""]), `${action}: ${link}`, "", brand].join("\n");
  const align = dir === "rtl" ? "right" : "left";
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f6f3ee;font-family:Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:${align};padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${esc(brand)}</td></tr>
${paragraphs.map((p) => `<tr><td style="padding-bottom:12px">${esc(p)}</td></tr>`).join("")}
<tr><td style="padding:8px 0 24px"><a href="${esc(link)}" style="background:#1c1917;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">${esc(action)}</a></td></tr>
<tr><td style="font-size:12px;color:#57534e;word-break:break-all">${esc(link)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: order.email, subject, text, html, kind: ORDER_STEP_KIND, locale: order.locale };
}
