import axios, { isAxiosError } from "axios";
import type { CustomerAddress } from "@/lib/commerce/address-types";
import type { Order, OrderLine } from "@/lib/commerce/cart-types";
import type { AttributeValue, Customer } from "@/lib/commerce/customer-types";
import type { StoreAttribute } from "@/lib/commerce/customer-attributes";
import type {
  AccountErrorCode,
  AddAddressBody,
  AllOrdersBody,
  AttributesBody,
  DeleteAddressBody,
  GetCustomerBody,
  InstrumentsBody,
  ListAddressesBody,
  OrderRefBody,
  StoreAttributesBody,
  UpdateAddressBody,
  UpdateAttributesBody,
  UpdateCustomerBody,
} from "./schema";
import type { AllOrders, SavedInstruments } from "./types";

/**
 * Client fetchers of the customer, attribute, order and address routes (spec section 7). Types
 * only come from schema.ts, so zod stays out of the browser. Mutations are never retried (spec
 * section 9); a failure carries a code the page turns into a translated toast.
 */
export type AccountApiErrorCode = AccountErrorCode | "network" | "unknown";

export class AccountApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: AccountApiErrorCode,
  ) {
    super(message);
    this.name = "AccountApiError";
  }
}

type Envelope<T> = { hasError: false; response: T } | { hasError: true; error: string; code?: string };

const FALLBACK_CODES: Record<number, AccountApiErrorCode> = { 400: "badRequest", 401: "signInRequired", 403: "forbidden" };

export function toAccountApiError(error: unknown): AccountApiError {
  if (error instanceof AccountApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<Extract<Envelope<unknown>, { hasError: true }>> | undefined;
    const code = typeof body?.code === "string" && body.code ? (body.code as AccountApiErrorCode) : status === 0 ? "network" : (FALLBACK_CODES[status] ?? (status >= 500 ? "unavailable" : "unknown"));
    return new AccountApiError(typeof body?.error === "string" ? body.error : error.message, status, code);
  }
  return new AccountApiError(error instanceof Error ? error.message : String(error), 0, "unknown");
}

const TOAST_CODES = new Set<AccountApiErrorCode>([
  "signInRequired",
  "forbidden",
  "otherRegion",
  "crossSite",
  "badRequest",
  "attributeNotWritable",
  "addressNotFound",
  "addressBookFull",
  "orderNotFound",
  "customerNotFound",
  "unavailable",
  "network",
]);

/** The toast key of a failed call (spec section 8: toasts by key); anything unexpected reads as "try again". */
export function accountErrorKey(error: unknown): string {
  const { code } = toAccountApiError(error);
  return `account.errors.${TOAST_CODES.has(code) ? code : "unavailable"}`;
}

const http = axios.create({ baseURL: "/api", timeout: 15_000, headers: { "content-type": "application/json" } });

async function send<T>(method: "post" | "put", path: string, body: unknown): Promise<T> {
  try {
    const { data, status } = await http.request<Envelope<T>>({ method, url: path, data: body });
    if (data.hasError) throw new AccountApiError(data.error, status, (data.code as AccountApiErrorCode) ?? "unknown");
    return data.response;
  } catch (error) {
    throw toAccountApiError(error);
  }
}

export const getCustomer = (body: GetCustomerBody) => send<Customer>("put", "/customer/getCustomer", body);
export const updateCustomer = (body: UpdateCustomerBody) => send<Customer>("put", "/v3/update-customer", body);
export const getAttributes = (body: AttributesBody) => send<AttributeValue[]>("post", "/v3/getAttributesByCustomerId", body);
/** Answers the customer's attributes after the write. */
export const updateAttributeValues = (body: UpdateAttributesBody) => send<AttributeValue[]>("put", "/v3/update-attribute-values", body);
export const getStoreAttributes = (body: StoreAttributesBody) => send<StoreAttribute[]>("post", "/customer/getStoreAttributes", body);
export const getAllOrders = (body: AllOrdersBody) => send<AllOrders>("post", "/orders/getAllOrders", body);
export const getOrder = (body: OrderRefBody) => send<Order>("post", "/orders/order", body);
export const getOrderItems = (body: OrderRefBody) => send<OrderLine[]>("post", "/orders/orderItems", body);
export const listAddresses = (body: ListAddressesBody) => send<CustomerAddress[]>("post", "/customer/addresses", body);
export const addAddress = (body: AddAddressBody) => send<CustomerAddress>("post", "/customer/addresses/add", body);
export const updateAddress = (body: UpdateAddressBody) => send<CustomerAddress>("post", "/customer/addresses/update", body);
export const deleteAddress = (body: DeleteAddressBody) => send<{ addressId: number }>("post", "/customer/addresses/delete", body);

/** Not the plain envelope: the route adds `provider` beside `response`. */
export async function getInstruments(body: InstrumentsBody): Promise<SavedInstruments> {
  try {
    const { data } = await http.post<{ hasError: false; response: SavedInstruments["instruments"]; provider: string | null }>("/get-instruments", body);
    return { instruments: data.response, provider: data.provider };
  } catch (error) {
    throw toAccountApiError(error);
  }
}
