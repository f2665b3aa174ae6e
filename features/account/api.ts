import { apiClient, type ApiError } from "@/lib/http/api-client";
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
 * Client fetchers of the customer, attribute, order and address routes, on the
 * one `/api` client. Types only come from schema.ts, so zod stays out of the browser. Mutations
 * are never retried (a write repeated could land twice); a failure carries a code the page turns into a toast.
 */
export type AccountApiErrorCode = AccountErrorCode | "network" | "aborted" | "unknown";
export type AccountApiError = ApiError<AccountApiErrorCode>;

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

const client = apiClient<AccountApiErrorCode>({
  messageKey: (code) => `account.errors.${TOAST_CODES.has(code) ? code : "unavailable"}`,
});
export const toAccountApiError = client.toError;

/** The toast key of a failed call (errors are shown as toasts by key); anything unexpected reads as "try again". */
export const accountErrorKey = (error: unknown): string => toAccountApiError(error).messageKey;

const send = <T>(method: "post" | "put", path: string, body: unknown) => client[method]<T>(path, body);

export const getCustomer = (body: GetCustomerBody) => send<Customer>("put", "/customer/getCustomer", body);
export const updateCustomer = (body: UpdateCustomerBody) => send<Customer>("put", "/v3/update-customer", body);
export const getAttributes = (body: AttributesBody) =>
  send<AttributeValue[]>("post", "/v3/getAttributesByCustomerId", body);
/** Answers the customer's attributes after the write. */
export const updateAttributeValues = (body: UpdateAttributesBody) =>
  send<AttributeValue[]>("put", "/v3/update-attribute-values", body);
export const getStoreAttributes = (body: StoreAttributesBody) =>
  send<StoreAttribute[]>("post", "/customer/getStoreAttributes", body);
export const getAllOrders = (body: AllOrdersBody) => send<AllOrders>("post", "/orders/getAllOrders", body);
export const getOrder = (body: OrderRefBody) => send<Order>("post", "/orders/order", body);
export const getOrderItems = (body: OrderRefBody) => send<OrderLine[]>("post", "/orders/orderItems", body);
export const listAddresses = (body: ListAddressesBody) => send<CustomerAddress[]>("post", "/customer/addresses", body);
export const addAddress = (body: AddAddressBody) => send<CustomerAddress>("post", "/customer/addresses/add", body);
export const updateAddress = (body: UpdateAddressBody) =>
  send<CustomerAddress>("post", "/customer/addresses/update", body);
export const deleteAddress = (body: DeleteAddressBody) =>
  send<{ addressId: number }>("post", "/customer/addresses/delete", body);

/** Not the plain envelope: the route adds `provider` beside `response`. */
export async function getInstruments(body: InstrumentsBody): Promise<SavedInstruments> {
  const data = await client.envelope<{
    hasError: false;
    response: SavedInstruments["instruments"];
    provider: string | null;
  }>({ method: "post", url: "/get-instruments", body });
  return { instruments: data.response, provider: data.provider };
}
