import "server-only";
import type { AttributeValue, Customer, NewCustomer, StoredInstrument } from "../customer-types";
import { CommerceInputError, EmailTakenError } from "../errors";
import type { CustomerOperations } from "../interface";
import { MissingAttributeError, type AttributeIds } from "./attribute-ids";
import type { RestClient } from "./clients";
import { refused, v3All } from "./customer-rest";

/** A customer as Customers v3 answers one (the fields we read). */
export type BcCustomer = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  date_created: string;
};
type BcAttributeValue = { id: number; customer_id: number; attribute_id: number; attribute_value: string };
type BcInstrument = {
  type: string;
  token: string;
  brand?: string;
  last_4?: string;
  expiry_month?: number;
  expiry_year?: number;
};

export const toCustomer = (c: BcCustomer): Customer => ({
  entityId: c.id,
  email: c.email,
  firstName: c.first_name,
  lastName: c.last_name,
  phone: c.phone || null,
  createdAt: new Date(c.date_created).toISOString(),
});

/** Saved cards only: the account screen lists cards (a PayPal account or a bank account has no card face). */
export const toInstruments = (list: BcInstrument[]): StoredInstrument[] =>
  list.flatMap((i) =>
    i.type === "stored_card"
      ? [
          {
            token: i.token,
            brand: i.brand ?? "",
            last4: i.last_4 ?? "",
            expiry_month: i.expiry_month ?? 0,
            expiry_year: i.expiry_year ?? 0,
          },
        ]
      : [],
  );

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const isId = (id: number) => Number.isInteger(id) && id > 0;

/** A 422 as the shopper's input refused; anything else goes on up. */
function inputRefused(error: unknown, fallback: string): never {
  if (refused(error, 422)) throw new CommerceInputError(error.title ?? fallback, { cause: error });
  throw error;
}

/** Attribute writes go 10 to a call (the upsert's documented limit). */
const WRITE_BATCH = 10;

export type CustomerDeps = { rest: RestClient; attributeIds: () => Promise<AttributeIds>; channelId?: number };

/**
 * One country's customers on its BigCommerce store (Customers v3). Each country is its own store,
 * so an id or an address of another country's customer is nobody here. Our attribute ids are the
 * spec's; the store's may differ and are matched by name (`attributeIds`, ADR 0022).
 */
export function createBigCommerceCustomers({ rest, attributeIds, channelId }: CustomerDeps): CustomerOperations {
  async function findOne(params: Record<string, string | number>): Promise<Customer | null> {
    const [first] = (await rest.get<{ data: BcCustomer[] }>("/v3/customers", { params })).data;
    return first ? toCustomer(first) : null;
  }

  async function findCustomerByEmail(email: string): Promise<Customer | null> {
    const wanted = normaliseEmail(email);
    // `email:in` is a list: an address with a comma in it would ask for two customers.
    if (wanted.includes(",")) return null;
    const found = (await rest.get<{ data: BcCustomer[] }>("/v3/customers", { params: { "email:in": wanted } })).data;
    const match = found.find((c) => c.email.toLowerCase() === wanted);
    return match ? toCustomer(match) : null;
  }

  const getCustomer = async (customerId: number) => (isId(customerId) ? findOne({ "id:in": customerId }) : null);

  /** The store's values of a customer's attributes that we know by name, under our ids. */
  async function storeValues(customerId: number, ids?: number[]): Promise<{ ours: number; value: BcAttributeValue }[]> {
    if (!isId(customerId)) return [];
    const map = await attributeIds();
    const wanted = ids?.flatMap((id) => map.toStore.get(id) ?? []);
    if (wanted?.length === 0) return [];
    const values = await v3All<BcAttributeValue>(rest, "/v3/customers/attribute-values", {
      "customer_id:in": customerId,
      "attribute_id:in": wanted,
    });
    return values.flatMap((value) => {
      const ours = map.fromStore.get(value.attribute_id);
      return ours === undefined || value.customer_id !== customerId ? [] : [{ ours, value }];
    });
  }

  return {
    async createCustomer(input: NewCustomer) {
      // Whether the address is taken is asked, not read from the refusal: the store's 422 to a
      // duplicate says "Create customers failed." with per-item keys, in words that may change.
      const taken = () => new EmailTakenError("An account with this email already exists");
      if (await findCustomerByEmail(input.email)) throw taken();
      const body = {
        email: normaliseEmail(input.email),
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        ...(input.phone ? { phone: input.phone } : {}),
        authentication: { new_password: input.password },
        ...(channelId ? { origin_channel_id: channelId, channel_ids: [channelId] } : {}),
      };
      try {
        const answer = await rest.post<{ data: BcCustomer[] }>("/v3/customers", [body]);
        return toCustomer(answer.data[0]!);
      } catch (error) {
        // Taken between our look-up and the create (another sign-up at the same moment)?
        if (refused(error, 409, 422) && (await findCustomerByEmail(input.email)))
          throw new EmailTakenError("An account with this email already exists", { cause: error });
        inputRefused(error, "The customer could not be created");
      }
    },

    async verifyCredentials(email, password) {
      // The store checks the password whether or not the address is known: one call either way,
      // and the customer is read only after a match.
      const result = await rest.post<{ customer_id: number | null; is_valid: boolean }>(
        "/v3/customers/validate-credentials",
        { email: normaliseEmail(email), password, ...(channelId ? { channel_id: channelId } : {}) },
        { idempotent: true },
      );
      return result.is_valid && result.customer_id ? getCustomer(result.customer_id) : null;
    },

    getCustomer,

    findCustomerByEmail,

    async updateCustomer(customerId, patch) {
      if (!(await getCustomer(customerId))) return null;
      const body = {
        id: customerId,
        ...(patch.firstName !== undefined ? { first_name: patch.firstName.trim() } : {}),
        ...(patch.lastName !== undefined ? { last_name: patch.lastName.trim() } : {}),
        ...(patch.phone !== undefined ? { phone: patch.phone ?? "" } : {}),
      };
      try {
        const [saved] = (await rest.put<{ data: BcCustomer[] }>("/v3/customers", [body])).data;
        return saved ? toCustomer(saved) : null;
      } catch (error) {
        inputRefused(error, "The customer could not be saved");
      }
    },

    async setPassword(customerId, password) {
      if (!(await getCustomer(customerId))) return false;
      await rest
        .put("/v3/customers", [{ id: customerId, authentication: { new_password: password } }])
        .catch((error: unknown) => inputRefused(error, "The password was refused"));
      return true;
    },

    async getAttributes(customerId, ids): Promise<AttributeValue[]> {
      const values = await storeValues(customerId, ids);
      return values
        .map(({ ours, value }) => ({ attribute_id: ours, attribute_value: value.attribute_value }))
        .sort((a, b) => a.attribute_id - b.attribute_id);
    },

    async setAttributes(customerId, values) {
      if (values.length === 0 || !(await getCustomer(customerId))) return;
      const map = await attributeIds();
      const writes = values.map((v) => {
        const attribute_id = map.toStore.get(v.attribute_id);
        if (attribute_id === undefined)
          throw new MissingAttributeError(
            `The store defines no customer attribute for our attribute ${v.attribute_id}`,
          );
        return { attribute_id, value: v.value, customer_id: customerId };
      });
      for (let i = 0; i < writes.length; i += WRITE_BATCH) {
        await rest
          .put("/v3/customers/attribute-values", writes.slice(i, i + WRITE_BATCH))
          .catch((error: unknown) => inputRefused(error, "Attribute values were refused"));
      }
    },

    async getStoredInstruments(customerId) {
      if (!isId(customerId)) return { instruments: [], provider: "bigcommerce" };
      try {
        const list = await rest.get<BcInstrument[]>(`/v3/customers/${customerId}/stored-instruments`);
        return { instruments: toInstruments(list ?? []), provider: "bigcommerce" };
      } catch (error) {
        // Another country's customer (or nobody) has no cards here.
        if (refused(error, 404)) return { instruments: [], provider: "bigcommerce" };
        throw error;
      }
    },
  };
}

/** Deletes a customer's values of our attributes `ids` (the address book clears the default with it). */
export async function clearAttributes(
  { rest, attributeIds }: Pick<CustomerDeps, "rest" | "attributeIds">,
  customerId: number,
  ids: number[],
): Promise<void> {
  const map = await attributeIds();
  const storeIds = ids.flatMap((id) => map.toStore.get(id) ?? []);
  if (storeIds.length === 0) return;
  const values = await v3All<BcAttributeValue>(rest, "/v3/customers/attribute-values", {
    "customer_id:in": customerId,
    "attribute_id:in": storeIds,
  });
  if (values.length)
    await rest.delete("/v3/customers/attribute-values", { params: { "id:in": values.map((v) => v.id) } });
}
