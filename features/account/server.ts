import "server-only";
import { cookies } from "next/headers";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { getCommerce } from "@/lib/commerce/provider";
import type { AttributeValue, Customer } from "@/lib/commerce/customer-types";
import { ATTRIBUTE, CUSTOMER_WRITABLE_ATTRIBUTES, SECRET_ATTRIBUTES } from "@/lib/commerce/customer-attributes";
import { failure } from "@/lib/http/respond";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { SESSION_COOKIE, sessionOfCookie, type Session } from "@/lib/session";
import type { SavedInstruments } from "./types";

/**
 * The account's server side: what the routes and the account pages share. Identity is always
 * the session's; each country is its own store.
 */

/** A customer's attributes as the browser may see them (never the one-time token hashes). */
export async function publicAttributes(commerce: CommerceProvider, customerId: number): Promise<AttributeValue[]> {
  return (await commerce.getAttributes(customerId)).filter((a) => !SECRET_ATTRIBUTES.has(a.attribute_id));
}

export type AttributeWriteOutcome =
  { status: "ok"; attributes: AttributeValue[] } | { status: "refused"; response: Response };

/**
 * Writes what a customer may write. Subscribing to the newsletter (4) also stamps the moment
 * (18) unless already subscribed, so "since" stays the first day; a default address (5) must
 * be one of the customer's own.
 */
export async function writeAttributes(
  commerce: CommerceProvider,
  customerId: number,
  values: { attribute_id: number; value: string }[],
): Promise<AttributeWriteOutcome> {
  const refused = values.find((v) => !CUSTOMER_WRITABLE_ATTRIBUTES.has(v.attribute_id));
  if (refused)
    return {
      status: "refused",
      response: failure(403, `Attribute ${refused.attribute_id} is not writable`, { code: "attributeNotWritable" }),
    };
  const writes = values.map(({ attribute_id, value }) => ({ attribute_id, value }));

  const address = writes.find((v) => v.attribute_id === ATTRIBUTE.defaultAddressId && v.value !== "");
  if (address && !(await commerce.listAddresses(customerId)).some((a) => a.id === Number(address.value))) {
    return { status: "refused", response: addressNotFound() };
  }
  const newsletter = writes.find((v) => v.attribute_id === ATTRIBUTE.newsletter);
  if (newsletter?.value === "true") {
    const [current] = await commerce.getAttributes(customerId, [ATTRIBUTE.newsletter]);
    if (current?.attribute_value !== "true")
      writes.push({ attribute_id: ATTRIBUTE.newsletterTimestamp, value: new Date().toISOString() });
  }
  await commerce.setAttributes(customerId, writes);
  return { status: "ok", attributes: await publicAttributes(commerce, customerId) };
}

/** Her saved cards as her country's store keeps them (BigCommerce's stored instruments; the embedded store keeps none). */
export function savedInstruments(commerce: CommerceProvider, customerId: number): Promise<SavedInstruments> {
  return commerce.getStoredInstruments(customerId);
}

export const addressNotFound = () => failure(404, "Address not found", { code: "addressNotFound" });
/** Another customer's order answers exactly like a missing one, so order ids cannot be probed. */
export const orderNotFound = () => failure(404, "Order not found", { code: "orderNotFound" });

export type AccountViewer =
  | { status: "guest" }
  /** Signed in to another country's store: that account is not this one's. */
  | { status: "other-region"; region: RegionCode }
  | { status: "signed-in"; session: Session; customer: Customer; commerce: CommerceProvider };

/** Who is looking at an account page: read from the session cookie on every request. */
export async function accountViewer(locale: Locale): Promise<AccountViewer> {
  const session = await sessionOfCookie((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session) return { status: "guest" };
  if (session.region !== LOCALES[locale].region) return { status: "other-region", region: session.region };
  const commerce = await getCommerce(session.region);
  const customer = await commerce.getCustomer(session.customerId);
  return customer ? { status: "signed-in", session, customer, commerce } : { status: "guest" };
}

// The rest of the account's server surface (ADR 0032): one order of the customer's.
export { customerOrder } from "./orders";
