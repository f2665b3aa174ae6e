import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import { ADDRESS_BOOK_LIMIT, type AddressInput, type CustomerAddress } from "../address-types";
import { ATTRIBUTE } from "../customer-attributes";
import { CommerceInputError } from "../errors";
import type { AddressOperations } from "../interface";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type AddressRow = typeof t.customerAddresses.$inferSelect;

const toAddress = (row: AddressRow, defaultId: number | null): CustomerAddress => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  street: row.street,
  city: row.city,
  governorate: row.governorate,
  postal_code: row.postalCode,
  phone: row.phone,
  country_code: row.countryCode,
  is_default: row.id === defaultId,
});

const columns = (input: AddressInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  street: input.street,
  city: input.city,
  governorate: input.governorate,
  postalCode: input.postal_code,
  phone: input.phone,
});

/**
 * One country's address books. Every call first finds the customer in this country's store, so
 * an id of another country's customer reads as nobody. The default address is attribute 5; a
 * customer's first address becomes the default, and deleting the default clears the attribute
 * (the shopper picks the next one: we do not guess).
 */
export function createAddresses(db: Db, region: RegionCode): AddressOperations {
  const countryCode = region.toUpperCase();

  async function isCustomer(tx: Tx | Db, customerId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: t.customers.id })
      .from(t.customers)
      .where(and(eq(t.customers.id, customerId), eq(t.customers.region, region)));
    return Boolean(row);
  }

  async function defaultId(tx: Tx | Db, customerId: number): Promise<number | null> {
    const [row] = await tx
      .select({ value: t.customerAttributes.value })
      .from(t.customerAttributes)
      .where(
        and(
          eq(t.customerAttributes.customerId, customerId),
          eq(t.customerAttributes.attributeId, ATTRIBUTE.defaultAddressId),
        ),
      );
    const id = Number(row?.value);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  async function setDefault(tx: Tx, customerId: number, addressId: number | null): Promise<void> {
    const key = and(
      eq(t.customerAttributes.customerId, customerId),
      eq(t.customerAttributes.attributeId, ATTRIBUTE.defaultAddressId),
    );
    if (addressId === null) {
      await tx.delete(t.customerAttributes).where(key);
      return;
    }
    await tx
      .insert(t.customerAttributes)
      .values({ customerId, attributeId: ATTRIBUTE.defaultAddressId, value: String(addressId) })
      .onConflictDoUpdate({
        target: [t.customerAttributes.customerId, t.customerAttributes.attributeId],
        set: { value: String(addressId), updatedAt: sql`now()` },
      });
  }

  const own = (customerId: number, addressId: number) =>
    and(eq(t.customerAddresses.id, addressId), eq(t.customerAddresses.customerId, customerId));

  return {
    async listAddresses(customerId) {
      if (!(await isCustomer(db, customerId))) return [];
      const [rows, current] = await Promise.all([
        db
          .select()
          .from(t.customerAddresses)
          .where(eq(t.customerAddresses.customerId, customerId))
          .orderBy(asc(t.customerAddresses.id)),
        defaultId(db, customerId),
      ]);
      return rows.map((row) => toAddress(row, current));
    },

    async addAddress(customerId, input, options = {}) {
      return db.transaction(async (tx) => {
        if (!(await isCustomer(tx, customerId))) return null;
        const [held] = await tx
          .select({ n: count() })
          .from(t.customerAddresses)
          .where(eq(t.customerAddresses.customerId, customerId));
        if ((held?.n ?? 0) >= ADDRESS_BOOK_LIMIT)
          throw new CommerceInputError(`The address book holds at most ${ADDRESS_BOOK_LIMIT} addresses`);
        const [row] = await tx
          .insert(t.customerAddresses)
          .values({ customerId, countryCode, ...columns(input) })
          .returning();
        let current = await defaultId(tx, customerId);
        if (options.setDefault || (current === null && options.setDefault !== false)) {
          await setDefault(tx, customerId, row!.id);
          current = row!.id;
        }
        return toAddress(row!, current);
      });
    },

    async updateAddress(customerId, addressId, input, options = {}) {
      return db.transaction(async (tx) => {
        if (!(await isCustomer(tx, customerId))) return null;
        const [row] = input
          ? await tx.update(t.customerAddresses).set(columns(input)).where(own(customerId, addressId)).returning()
          : await tx.select().from(t.customerAddresses).where(own(customerId, addressId));
        if (!row) return null;
        let current = await defaultId(tx, customerId);
        if (options.setDefault === true && current !== row.id) {
          await setDefault(tx, customerId, row.id);
          current = row.id;
        } else if (options.setDefault === false && current === row.id) {
          await setDefault(tx, customerId, null);
          current = null;
        }
        return toAddress(row, current);
      });
    },

    async deleteAddress(customerId, addressId) {
      return db.transaction(async (tx) => {
        if (!(await isCustomer(tx, customerId))) return false;
        const gone = await tx
          .delete(t.customerAddresses)
          .where(own(customerId, addressId))
          .returning({ id: t.customerAddresses.id });
        if (gone.length === 0) return false;
        if ((await defaultId(tx, customerId)) === addressId) await setDefault(tx, customerId, null);
        return true;
      });
    },
  };
}
