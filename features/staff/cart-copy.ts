import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { publicEnv } from "@/lib/env";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import { escapeHtml as esc } from "@/lib/mail/html";
import { sendMail } from "@/lib/mail/provider";
import type { MailMessage } from "@/lib/mail/types";

export const CART_COPY_KIND = "cart-copy";

export type CartCopyOutcome =
  | { status: "sent"; copyId: string; to: string }
  | { status: "not-found" }
  | { status: "empty" }
  | { status: "no-address" };

/**
 * Customer service sends a shopper her bag: a new guest cart with the same pieces (a guest
 * cart's id is its own key, so the link opens in any browser, signed in or not, while her own
 * cart keeps answering only to her session), mailed to her account's address, or for a guest's
 * bag to the address the agent gives. Stock is checked as for any new cart (QuantityExceedsError).
 */
export async function sendCartCopy(
  commerce: CommerceProvider,
  input: { cartId: string; locale: Locale; email?: string },
): Promise<CartCopyOutcome> {
  const cart = await commerce.getCart(input.cartId, input.locale);
  if (!cart) return { status: "not-found" };
  const lines = cart.line_items.physical_items.map((l) => ({
    product_id: l.product_id,
    variant_id: l.variant_id,
    quantity: l.quantity,
  }));
  if (lines.length === 0) return { status: "empty" };
  const owner = cart.customer_id > 0 ? await commerce.getCustomer(cart.customer_id) : null;
  const to = owner?.email ?? input.email;
  if (!to) return { status: "no-address" };
  const copy = await commerce.createCart({ lines, customerId: 0, locale: input.locale });
  const t = await mailTranslator(LOCALES[input.locale].lang);
  await sendMail(
    renderCartCopy(
      {
        to,
        locale: input.locale,
        firstName: owner?.firstName ?? null,
        link: new URL(`/${input.locale}/cart?cartId=${copy.id}`, publicEnv.siteUrl).toString(),
      },
      t,
    ),
  );
  return { status: "sent", copyId: copy.id, to };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The mail: a greeting, one line, the link as a button and as text, in the shopper's language and direction. */
export function renderCartCopy(
  { to, locale, firstName, link }: { to: string; locale: Locale; firstName: string | null; link: string },
  t: Translate,
): MailMessage {
  const { lang, dir } = LOCALES[locale];
  const brand = SUB_BRANDS.main.name[lang];
  const greeting = firstName ? t("staff.email.greeting", { name: firstName }) : t("staff.email.greetingGuest");
  const intro = t("staff.email.intro");
  const open = t("staff.email.open");
  const text = [greeting, "", intro, "", `${open}: ${link}`, "", brand].join("\n");
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f6f3ee;font-family:Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:${dir === "rtl" ? "right" : "left"};padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${esc(brand)}</td></tr>
<tr><td style="padding-bottom:12px">${esc(greeting)}</td></tr>
<tr><td style="padding-bottom:12px">${esc(intro)}</td></tr>
<tr><td style="padding:8px 0 24px"><a href="${esc(link)}" style="background:#1c1917;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">${esc(open)}</a></td></tr>
<tr><td style="font-size:12px;color:#57534e;word-break:break-all">${esc(link)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject: t("staff.email.subject", { brand }), text, html, kind: CART_COPY_KIND, locale };
}
