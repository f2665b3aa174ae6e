import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import type { OrderContact } from "@/lib/commerce/interface";
import type { OrderTracking, TrackingStep } from "@/lib/commerce/tracking-types";
import { getDb } from "@/lib/db/client";
import { publicEnv, serverEnv } from "@/lib/env";
import { clientIp, RATE_LIMIT_WINDOW_MS, takeTry } from "@/lib/auth/rate-limit";
import { failure } from "@/lib/http/respond";
import { sameSecret } from "@/lib/http/same-secret";
import { LOCALES, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import { sendMail } from "@/lib/mail/provider";
import { reportError } from "@/lib/monitoring/report-error";
import { MAILED_STEPS, renderOrderStep } from "./emails";
import { REGIONS } from "@/lib/i18n/regions";
import { trackingLinkOpens, trackingPath } from "./links";

export { trackingPath, TRACKING_LINK_DAYS } from "./links";

/**
 * Whether what the shopper typed is the order's own contact: its e-mail (any case), or its phone
 * number however she writes it (spaces, the country's code with + or 00, the leading zero).
 */
export function contactMatches(contact: OrderContact, typed: string, region: RegionCode): boolean {
  const text = typed.trim();
  if (text.includes("@")) return sameSecret(text.toLowerCase(), contact.email.trim().toLowerCase());
  const code = REGIONS[region].phoneCode.replace(/\D/g, "");
  const national = text
    .replace(/\D/g, "")
    .replace(/^00/, "")
    .replace(new RegExp(`^${code}`), "")
    .replace(/^0/, "");
  // Each number compared in full (no early exit on the first match), so the time says nothing of which.
  const matches = contact.phones
    .map((phone) =>
      phone
        .replace(/\D/g, "")
        .replace(new RegExp(`^(00)?${code}`), "")
        .replace(/^0/, ""),
    )
    .map((stored) => stored.length >= 6 && sameSecret(national, stored));
  return matches.includes(true);
}

/** The same answer for an unknown order and a wrong contact: nothing tells which one was wrong. */
export const noSuchOrder = () => failure(404, "No order with this number and contact", { code: "orderNotFound" });

/**
 * Tries of the form per client address, TRACK_TRIES_PER_ADDRESS in 15 minutes (the database's
 * counters, shared by every instance): past them, 429 `tooManyAttempts` with Retry-After, before
 * any order is looked at, so order numbers and contacts cannot be guessed by brute force.
 */
export async function trackTriesRefusal(request: Request): Promise<Response | null> {
  const ip = clientIp(request);
  if (!ip) return null;
  const decision = await takeTry(
    await getDb(),
    [`track:ip:${ip}`],
    new Date(),
    serverEnv().TRACK_TRIES_PER_ADDRESS,
    RATE_LIMIT_WINDOW_MS,
  );
  if (decision.allowed) return null;
  const response = failure(429, "Too many tries; please wait and try again.", {
    code: "tooManyAttempts",
    retryAfter: decision.retryAfterS,
  });
  response.headers.set("retry-after", String(decision.retryAfterS));
  return response;
}

/** The order's tracking when the number and contact are the order's, else `null`. */
export async function trackByContact(
  commerce: CommerceProvider,
  region: RegionCode,
  number: string,
  contact: string,
  lang: Lang,
): Promise<OrderTracking | null> {
  const found = await commerce.findOrderTracking(number, lang);
  return found && contactMatches(found.contact, contact, region) ? found.tracking : null;
}

/** The order's tracking for a signed e-mail link (`?order=&exp=&key=`), else `null`. */
export async function trackByLink(
  commerce: CommerceProvider,
  params: { order?: string; exp?: string; key?: string },
  lang: Lang,
): Promise<OrderTracking | null> {
  const id = /^\d{1,10}$/.test(params.order ?? "") ? Number(params.order) : null;
  const exp = /^\d{1,11}$/.test(params.exp ?? "") ? Number(params.exp) : null;
  if (id === null || exp === null || !params.key) return null;
  const order = await commerce.getOrder(id, lang);
  if (!order || !trackingLinkOpens(order, params.key, exp)) return null;
  return commerce.getOrderTracking(order.id, lang);
}

/**
 * Mails the shopper an order's step (shipped, out for delivery, delivered, ready for collection,
 * collected, cancelled) with the
 * signed tracking link. Through the mail port: queued and retried when SMTP is set. A failure is
 * reported and never undoes the step (it is done).
 */
export async function mailOrderStep(
  commerce: CommerceProvider,
  tracking: OrderTracking,
  step: TrackingStep,
): Promise<void> {
  if (!(MAILED_STEPS as readonly string[]).includes(step)) return;
  try {
    const lang = LOCALES[tracking.locale].lang;
    const order = await commerce.getOrder(tracking.order_id, lang);
    if (!order) return;
    const link = new URL(trackingPath(order, order.locale), publicEnv.siteUrl).toString();
    const parcel = step === "shipped" ? (tracking.shipments.at(-1) ?? null) : null;
    await sendMail(renderOrderStep(order, step, parcel, link, await mailTranslator(lang), order.pickup?.store ?? null));
  } catch (error) {
    reportError(error);
  }
}

/** A country whose store moves its orders itself (its control panel): nothing to do here. */
export const fulfilmentRefusal = () =>
  failure(404, "This country's orders are moved on in its store's own control panel", { code: "fulfilmentHosted" });
