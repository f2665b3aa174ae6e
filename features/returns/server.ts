import "server-only";
import type { z } from "zod";
import type { CommerceProvider } from "@/lib/commerce/provider";
import type { RequestRefusal, ReturnRequest } from "@/lib/commerce/return-types";
import { getCommerce } from "@/lib/commerce/provider";
import { publicEnv, serverEnv } from "@/lib/env";
import { failure, parseInput, readJsonBody } from "@/lib/http/respond";
import { sameSecret } from "@/lib/http/same-secret";
import { LOCALES, type RegionCode } from "@/lib/i18n/locales";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import { sendMail } from "@/lib/mail/provider";
import { reportError } from "@/features/monitoring/report-error";
import { commerceFailure } from "@/features/cart/server";
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
export const otherCustomersOrder = () => failure(403, "This order belongs to another customer", { code: "forbidden" });

/** The return's mail (confirmation, or a status it reached), to the order's address; a failure is reported, never fatal. */
export async function mailReturn(commerce: CommerceProvider, request: ReturnRequest, kind: "confirmation" | "status"): Promise<void> {
  if (kind === "status" && !(MAILED_STATUSES as readonly string[]).includes(request.status)) return;
  try {
    const customer = await commerce.getCustomer(request.customer_id);
    if (!customer) return;
    const t = await mailTranslator(LOCALES[request.locale].lang);
    const context = { t, siteUrl: publicEnv.siteUrl, firstName: customer.firstName, to: customer.email };
    await sendMail(kind === "confirmation" ? renderReturnConfirmation(request, context) : renderReturnStatus(request, context));
  } catch (error) {
    reportError(error);
  }
}

/**
 * Staff entry points (issue 6: move a return through its statuses, mark an order delivered):
 * `Authorization: Bearer STAFF_TOKEN`. Without a configured token they do not exist (404), so a
 * store never runs them open by accident.
 */
export function staffRoute<S extends z.ZodType<{ region: RegionCode }>>(
  schema: S,
  handle: (body: z.output<S>, commerce: CommerceProvider) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const token = serverEnv().STAFF_TOKEN;
    if (!token) return failure(404, "Not found", { code: "notFound" });
    const given = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
    if (!sameSecret(token, given)) return failure(401, "A staff token is required", { code: "staffOnly" });
    const raw = await readJsonBody(request);
    if ("error" in raw) return raw.error;
    const parsed = parseInput(schema, raw.body);
    if ("error" in parsed) return parsed.error;
    try {
      return await handle(parsed.data, await getCommerce(parsed.data.region));
    } catch (error) {
      return commerceFailure(error);
    }
  };
}
