import axios, { isAxiosError } from "axios";
import type { ReturnableOrder, ReturnRequest } from "@/lib/commerce/return-types";
import type { CreateReturnBody, ListReturnsBody, ReturnableBody, ReturnRefBody } from "./schema";

/**
 * Client fetchers of /api/returns (issue 6). Types only come from schema.ts, so zod stays out of
 * the browser. Mutations are never retried; a failure carries the route's code (a refusal of the
 * return rules, or the account's usual ones) and the lines it concerns, for a translated toast.
 */
export class ReturnsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly lines: number[] = [],
  ) {
    super(message);
    this.name = "ReturnsApiError";
  }
}

type Failure = { hasError: true; error: string; code?: string; lines?: number[] };
type Envelope<T> = { hasError: false; response: T } | Failure;

const FALLBACK_CODES: Record<number, string> = { 400: "badRequest", 401: "signInRequired", 403: "forbidden", 404: "notFound" };

export function toReturnsApiError(error: unknown): ReturnsApiError {
  if (error instanceof ReturnsApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<Failure> | undefined;
    const fallback = status === 0 ? "network" : (FALLBACK_CODES[status] ?? (status >= 500 ? "unavailable" : "unknown"));
    const code = typeof body?.code === "string" && body.code ? body.code : fallback;
    const lines = Array.isArray(body?.lines) ? body.lines.filter((l): l is number => typeof l === "number") : [];
    return new ReturnsApiError(typeof body?.error === "string" ? body.error : error.message, status, code, lines);
  }
  return new ReturnsApiError(error instanceof Error ? error.message : String(error), 0, "unknown");
}

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

/** The translated toast of a failed returns call: `returns.why.*`, `returns.errors.*` or the account's; anything else "try again". */
export function returnErrorKey(error: unknown): string {
  const { code } = toReturnsApiError(error);
  if (WHY_CODES.has(code)) return `returns.why.${code}`;
  if (RETURN_CODES[code]) return `returns.errors.${RETURN_CODES[code]}`;
  return ACCOUNT_CODES.has(code) ? `account.errors.${code}` : "returns.errors.failed";
}

const http = axios.create({ baseURL: "/api", timeout: 15_000, headers: { "content-type": "application/json" } });

async function post<T>(path: string, body: unknown): Promise<T> {
  try {
    const { data, status } = await http.post<Envelope<T>>(path, body);
    if (data.hasError) throw new ReturnsApiError(data.error, status, data.code ?? "unknown", data.lines ?? []);
    return data.response;
  } catch (error) {
    throw toReturnsApiError(error);
  }
}

export const getReturnableOrder = (body: ReturnableBody) => post<ReturnableOrder>("/returns/returnable", body);
export const createReturn = (body: CreateReturnBody) => post<ReturnRequest>("/returns", body);
export const listReturns = (body: ListReturnsBody) => post<ReturnRequest[]>("/returns/list", body);
export const getReturn = (body: ReturnRefBody) => post<ReturnRequest>("/returns/get", body);
export const cancelReturn = (body: ReturnRefBody) => post<ReturnRequest>("/returns/cancel", body);
