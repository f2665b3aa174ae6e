import { formatLineOptions } from "@/features/cart";
import { formatCalendarDate } from "@/lib/i18n/format";
import type { ReturnRequest } from "@/lib/commerce/return-types";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { LOCALES } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/i18n/mail-translator";
import { escapeHtml as esc } from "@/lib/mail/html";
import type { MailMessage } from "@/lib/mail/types";
import { formatMoney } from "@/lib/money";
import { refundNotes } from "./refund";

export const RETURN_CONFIRMATION_KIND = "return-confirmation";
export const RETURN_STATUS_KIND = "return-status";

/** The account page of one return (the mails link to it). */
export const returnPath = (request: Pick<ReturnRequest, "id" | "locale">) =>
  `/${request.locale}/account/my-returns/${request.id}`;

type MailContext = { t: Translate; siteUrl: string; firstName: string; to: string };

/** Paragraphs and an optional list, as text and as a plain table-based HTML mail in the return's direction. */
function compose(
  request: ReturnRequest,
  kind: string,
  subject: string,
  paragraphs: string[],
  list: string[],
  { t, siteUrl, to }: MailContext,
): MailMessage {
  const { lang, dir } = LOCALES[request.locale];
  const brand = SUB_BRANDS.main.name[lang];
  const link = new URL(returnPath(request), siteUrl).toString();
  const track = t("returns.email.track");
  const text = [
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(list.length ? [...list.map((l) => `- ${l}`), ""] : []),
    `${track}: ${link}`,
    "",
    brand,
  ].join("\n");
  const align = dir === "rtl" ? "right" : "left";
  const rows = paragraphs.map((p) => `<tr><td style="padding-bottom:12px">${esc(p)}</td></tr>`).join("");
  const items = list.length
    ? `<tr><td style="padding-bottom:16px"><ul style="margin:0;padding-inline-start:20px">${list.map((l) => `<li>${esc(l)}</li>`).join("")}</ul></td></tr>`
    : "";
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f6f3ee;font-family:Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;text-align:${align};padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${esc(brand)}</td></tr>
${rows}${items}
<tr><td style="padding:8px 0 24px"><a href="${esc(link)}" style="background:#1c1917;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">${esc(track)}</a></td></tr>
<tr><td style="font-size:12px;color:#57534e;word-break:break-all">${esc(link)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html, kind, locale: request.locale };
}

/** Sent when a return is requested: what goes back, when the courier comes, keep the proof, how the refund is paid. */
export function renderReturnConfirmation(request: ReturnRequest, context: MailContext): MailMessage {
  const { t } = context;
  const money = (value: number) => formatMoney({ value, currencyCode: request.currency }, request.locale);
  const number = `\u2066${request.number}\u2069`;
  const paragraphs = [
    t("returns.email.greeting", { name: context.firstName }),
    t("returns.email.intro", { order: `\u2066${request.order_number}\u2069` }),
    t("returns.email.collection", { date: formatCalendarDate(request.collection_date, request.locale) }),
    t("returns.email.keepProof"),
    `${t("returns.email.reason")}: ${t(`returns.reasons.${request.reason}`)}`,
    `${t("returns.email.refundEstimate")}: ${money(request.refund_estimate)}`,
    ...refundNotes(request.payment_method).map((note) => t(`returns.refund.${note}`)),
  ];
  const list = request.lines.map((l) => {
    const options = l.options.length ? ` (${formatLineOptions(l.options, request.locale, t)})` : "";
    return `${l.name}${options} × ${l.quantity}`;
  });
  return compose(request, RETURN_CONFIRMATION_KIND, t("returns.email.subject", { number }), paragraphs, list, context);
}

/** Sent when a return ends (refunded or refused) or its courier is booked. */
export function renderReturnStatus(request: ReturnRequest, context: MailContext): MailMessage {
  const { t } = context;
  const status = t(`returns.statuses.${request.status}`);
  const number = `\u2066${request.number}\u2069`;
  const paragraphs = [
    t("returns.email.greeting", { name: context.firstName }),
    t("returns.email.statusIntro", { number, status }),
    t(`returns.statusHelp.${request.status}`),
    ...(request.status === "refunded"
      ? refundNotes(request.payment_method).map((note) => t(`returns.refund.${note}`))
      : []),
  ];
  return compose(
    request,
    RETURN_STATUS_KIND,
    t("returns.email.statusSubject", { number, status }),
    paragraphs,
    [],
    context,
  );
}

/** The statuses a shopper is mailed about (besides the request itself). */
export const MAILED_STATUSES = ["collection_scheduled", "refunded", "refused"] as const;
