import { apiClient, type ApiError } from "@/lib/http/api-client";
import type { ReturnableOrder, ReturnRequest } from "@/lib/commerce/return-types";
import type { CreateReturnBody, ListReturnsBody, ReturnableBody, ReturnRefBody } from "./schema";

/**
 * Client fetchers of /api/returns (ADR 0014), on the one `/api` client. Types only come from
 * schema.ts, so zod stays out of the browser. Mutations are never retried; a failure carries the
 * route's code (a refusal of the return rules, or the account's usual ones) and the lines it
 * concerns (`details.lines`), for a translated toast.
 */
/** Refusals of the return rules: each has its sentence under `returns.why`. */
const WHY_CODES = new Set([
  "notDelivered",
  "windowClosed",
  "coinsBars",
  "alreadyReturned",
  "bundleWhole",
  "sealNotConfirmed",
  "tooMany",
  "unknownLine",
  "noLines",
  "collectionDate",
]);
const RETURN_CODES: Record<string, string> = {
  returnNotFound: "notFound",
  notFound: "notFound",
  orderNotFound: "orderNotFound",
  forbidden: "forbidden",
  cannotCancel: "cannotCancel",
};
const ACCOUNT_CODES = new Set(["signInRequired", "otherRegion", "crossSite", "badRequest", "unavailable", "network"]);

/** The translated toast of a returns code: `returns.why.*`, `returns.errors.*` or the account's; anything else "try again". */
function messageKey(code: string): string {
  if (WHY_CODES.has(code)) return `returns.why.${code}`;
  if (RETURN_CODES[code]) return `returns.errors.${RETURN_CODES[code]}`;
  return ACCOUNT_CODES.has(code) ? `account.errors.${code}` : "returns.errors.failed";
}

export type ReturnsApiError = ApiError<string, { lines: unknown }>;
const client = apiClient<string, { lines: unknown }>({ statusCodes: { 404: "notFound" }, messageKey });
export const toReturnsApiError = client.toError;
export const returnErrorKey = (error: unknown): string => toReturnsApiError(error).messageKey;

/** The order lines a refusal concerns (none when the answer names none). */
export function refusedLinesOf(error: ReturnsApiError): number[] {
  const { lines } = error.details;
  return Array.isArray(lines) ? lines.filter((l): l is number => typeof l === "number") : [];
}

const post = client.post;

export const getReturnableOrder = (body: ReturnableBody) => post<ReturnableOrder>("/returns/returnable", body);
export const createReturn = (body: CreateReturnBody) => post<ReturnRequest>("/returns", body);
export const listReturns = (body: ListReturnsBody) => post<ReturnRequest[]>("/returns/list", body);
export const getReturn = (body: ReturnRefBody) => post<ReturnRequest>("/returns/get", body);
export const cancelReturn = (body: ReturnRefBody) => post<ReturnRequest>("/returns/cancel", body);
