import "server-only";
import type { RegionCode } from "@/lib/i18n/locales";
import { ADDRESS_BOOK_LIMIT, type AddressInput, type CustomerAddress } from "../address-types";
import { ATTRIBUTE } from "../customer-attributes";
import { CommerceInputError } from "../errors";
import type { AddressOperations, CustomerOperations } from "../interface";
import { clearAttributes, type CustomerDeps } from "./customers";
import { refused, v3All } from "./customer-rest";

/** An address as Customers v3 answers one (the fields we read). */
export type BcAddress = {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  address1: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country_code: string;
  phone?: string;
};

export const toAddress = (a: BcAddress, defaultId: number | null): CustomerAddress => ({
  id: a.id,
  first_name: a.first_name,
  last_name: a.last_name,
  street: a.address1,
  city: a.city,
  governorate: a.state_or_province,
  postal_code: a.postal_code,
  phone: a.phone ?? "",
  country_code: a.country_code,
  is_default: a.id === defaultId,
});

/** Our address as the store's fields: the street is `address1`, the governorate `state_or_province`. */
export const toStoreAddress = (input: AddressInput) => ({
  first_name: input.first_name,
  last_name: input.last_name,
  address1: input.street,
  city: input.city,
  state_or_province: input.governorate,
  postal_code: input.postal_code,
  phone: input.phone,
});

function addressRefused(error: unknown): never {
  if (refused(error, 422)) throw new CommerceInputError("The store refused the address", { cause: error });
  throw error;
}

type Deps = CustomerDeps & { customers: Pick<CustomerOperations, "getCustomer" | "getAttributes" | "setAttributes"> };

/**
 * One country's address books on its BigCommerce store (`/v3/customers/addresses`), with the
 * embedded store's rules: the default is our attribute 5, the first address becomes it, deleting
 * it clears the attribute, and a book holds at most ADDRESS_BOOK_LIMIT addresses. The store has no
 * transactions: two tabs adding the 20th address at once may both pass (the store takes them).
 */
export function createBigCommerceAddresses(deps: Deps, region: RegionCode): AddressOperations {
  const { rest, customers } = deps;
  const countryCode = region.toUpperCase();

  const list = (customerId: number, ids?: number[]) =>
    v3All<BcAddress>(rest, "/v3/customers/addresses", { "customer_id:in": customerId, "id:in": ids });

  async function defaultId(customerId: number): Promise<number | null> {
    const [value] = await customers.getAttributes(customerId, [ATTRIBUTE.defaultAddressId]);
    const id = Number(value?.attribute_value);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  const setDefault = (customerId: number, addressId: number | null) =>
    addressId === null
      ? clearAttributes(deps, customerId, [ATTRIBUTE.defaultAddressId])
      : customers.setAttributes(customerId, [{ attribute_id: ATTRIBUTE.defaultAddressId, value: String(addressId) }]);

  /** Her address `addressId`, or null when it is not hers (or she is nobody here). */
  async function own(customerId: number, addressId: number): Promise<BcAddress | null> {
    if (!Number.isInteger(addressId) || addressId <= 0 || !(await customers.getCustomer(customerId))) return null;
    const [address] = await list(customerId, [addressId]);
    return address?.customer_id === customerId ? address : null;
  }

  return {
    async listAddresses(customerId) {
      if (!(await customers.getCustomer(customerId))) return [];
      const [addresses, current] = await Promise.all([list(customerId), defaultId(customerId)]);
      return addresses.sort((a, b) => a.id - b.id).map((a) => toAddress(a, current));
    },

    async addAddress(customerId, input, options = {}) {
      if (!(await customers.getCustomer(customerId))) return null;
      if ((await list(customerId)).length >= ADDRESS_BOOK_LIMIT)
        throw new CommerceInputError(`The address book holds at most ${ADDRESS_BOOK_LIMIT} addresses`);
      const body = [
        { customer_id: customerId, ...toStoreAddress(input), country_code: countryCode, address_type: "residential" },
      ];
      const made = (await rest.post<{ data: BcAddress[] }>("/v3/customers/addresses", body).catch(addressRefused))
        .data[0]!;
      let current = await defaultId(customerId);
      if (options.setDefault || (current === null && options.setDefault !== false)) {
        await setDefault(customerId, made.id);
        current = made.id;
      }
      return toAddress(made, current);
    },

    async updateAddress(customerId, addressId, input, options = {}) {
      let address = await own(customerId, addressId);
      if (!address) return null;
      if (input) {
        const answer = await rest
          .put<{ data: BcAddress[] }>("/v3/customers/addresses", [{ id: addressId, ...toStoreAddress(input) }])
          .catch(addressRefused);
        address = answer.data[0] ?? address;
      }
      let current = await defaultId(customerId);
      if (options.setDefault === true && current !== addressId) {
        await setDefault(customerId, addressId);
        current = addressId;
      } else if (options.setDefault === false && current === addressId) {
        await setDefault(customerId, null);
        current = null;
      }
      return toAddress(address, current);
    },

    async deleteAddress(customerId, addressId) {
      if (!(await own(customerId, addressId))) return false;
      await rest.delete("/v3/customers/addresses", { params: { "id:in": addressId } });
      if ((await defaultId(customerId)) === addressId) await setDefault(customerId, null);
      return true;
    },
  };
}
