import type { CheckoutErrorCode, OutOfStockItem, PlacedOrder, PlaceOrderBody, PlaceOrderEnvelope } from "./schema";

/**
 * The client's fetcher of POST /api/checkout/place-order (types only from the schema: no zod in
 * the browser). Never throws: every way it can end is an outcome the form turns into a message.
 */
export type PlaceOrderOutcome =
  | { ok: true; order: PlacedOrder }
  | { ok: false; code: CheckoutErrorCode; items: OutOfStockItem[]; status: number };

function codeOf(status: number, code: string | undefined): CheckoutErrorCode {
  if (code === "badRequest" || code === "cartNotFound" || code === "forbidden" || code === "outOfStock" || code === "alreadyOrdered" || code === "unavailable") return code;
  if (status === 400) return "badRequest";
  if (status === 403) return "forbidden";
  if (status === 404) return "cartNotFound";
  return "unavailable";
}

export async function requestPlaceOrder(body: PlaceOrderBody, signal?: AbortSignal): Promise<PlaceOrderOutcome> {
  let res: Response;
  try {
    res = await fetch("/api/checkout/place-order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, code: "unavailable", items: [], status: 0 };
  }
  const json = (await res.json().catch(() => null)) as PlaceOrderEnvelope | null;
  if (res.ok && json && !json.hasError) return { ok: true, order: json.response };
  const failure = json?.hasError ? json : null;
  return { ok: false, code: codeOf(res.status, failure?.code), items: failure?.items ?? [], status: res.status };
}
