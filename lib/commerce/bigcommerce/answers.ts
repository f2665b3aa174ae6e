import type { z } from "zod";
import { UpstreamError } from "@/lib/http/upstream";
import { BigCommerceError } from "./errors";

/** BigCommerce cart (and checkout) ids are UUIDs; anything else is no cart, and never reaches another path such as /carts/settings. */
export const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is this the store's refusal with `status` (404: none, 409: stale version, 422: refused)? */
export const isStatus = (error: unknown, status: number): error is BigCommerceError =>
  error instanceof BigCommerceError && error.status === status;

/** An answer checked against the shape we read; one we cannot use is an upstream failure, never a blank page. */
export function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, upstream: string, what: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new UpstreamError(upstream, "invalid", `${what} answered an unexpected body: ${result.error.message}`);
  return result.data;
}
