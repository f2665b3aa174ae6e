import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import type { RequestRefusal, ReturnRequest } from "@/lib/commerce/return-types";
import { publicEnv } from "@/lib/env";
import { failure } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import { sendMail } from "@/lib/mail/provider";
import { reportError } from "@/features/monitoring";
import { MAILED_STATUSES, renderReturnConfirmation, renderReturnStatus } from "./emails";

/** Refusals about the order's state (409); the rest are about the request itself (400). */
const CONFLICTS: readonly RequestRefusal[] = ["alreadyReturned", "notDelivered", "windowClosed"];

const REFUSAL_MESSAGES: Record<RequestRefusal, string> = {
  notDelivered: "This order has not been delivered yet",
  windowClosed: "The return window of this order has closed",
  coinsBars: "Gold coins and bars cannot be returned",
  alreadyReturned: "These items are already in a return",
  bundleWhole: "A promotional bundle is returned whole",
  sealNotConfirmed: "Confirm that the seal of the pierced jewellery is unbroken",
  tooMany: "More items than are left to return",
  unknownLine: "An item is not part of this order (or is named twice)",
  noLines: "Choose at least one item",
  collectionDate: "Choose one of the collection dates offered",
};

/** A refused return as a response: the code the UI translates, and the lines it concerns. */
export function refusal(code: RequestRefusal, lines: number[] = []): Response {
  return failure(CONFLICTS.includes(code) ? 409 : 400, REFUSAL_MESSAGES[code], { code, lines });
}

export const returnNotFound = () => failure(404, "Return not found", { code: "returnNotFound" });
export const orderNotFound = () => failure(404, "Order not found", { code: "orderNotFound" });

/** The return's mail (confirmation, or a status it reached), to the order's address; a failure is reported, never fatal. */
export async function mailReturn(
  commerce: CommerceProvider,
  request: ReturnRequest,
  kind: "confirmation" | "status",
): Promise<void> {
  if (kind === "status" && !(MAILED_STATUSES as readonly string[]).includes(request.status)) return;
  try {
    const customer = await commerce.getCustomer(request.customer_id);
    if (!customer) return;
    const t = await mailTranslator(LOCALES[request.locale].lang);
    const context = { t, siteUrl: publicEnv.siteUrl, firstName: customer.firstName, to: customer.email };
    await sendMail(
      kind === "confirmation" ? renderReturnConfirmation(request, context) : renderReturnStatus(request, context),
    );
  } catch (error) {
    reportError(error);
  }
}
