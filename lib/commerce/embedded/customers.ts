import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import { decoyHash, hashPassword, verifyPassword } from "@/lib/auth/password";
import { upgradeHashAfterSignIn } from "@/lib/auth/rehash";
import type { AttributeValue, Customer, CustomerPatch, NewCustomer } from "../customer-types";
import { EmailTakenError } from "../errors";
import type { CustomerOperations } from "../interface";

type CustomerRow = typeof t.customers.$inferSelect;

const toCustomer = (row: CustomerRow): Customer => ({
  entityId: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
});

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** One country's customers and their attributes (each country is its own store). */
export function createCustomers(db: Db, region: RegionCode): CustomerOperations {
  const own = (customerId: number) => and(eq(t.customers.id, customerId), eq(t.customers.region, region));

  return {
    async createCustomer(input: NewCustomer) {
      const passwordHash = await hashPassword(input.password);
      const [row] = await db
        .insert(t.customers)
        .values({
          region,
          email: normaliseEmail(input.email),
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: input.phone ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new EmailTakenError("An account with this email already exists");
      return toCustomer(row);
    },

    async verifyCredentials(email, password) {
      const [row] = await db
        .select()
        .from(t.customers)
        .where(and(eq(t.customers.region, region), eq(t.customers.email, normaliseEmail(email))));
      // An unknown address costs the same hash as a wrong password (no account enumeration by timing).
      const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !matches) return null;
      // A hash of a lower cost is replaced in the background (updatedAt stays: the customer changed nothing).
      void upgradeHashAfterSignIn(password, row.passwordHash, (passwordHash) =>
        db
          .update(t.customers)
          .set({ passwordHash })
          .where(and(own(row.id), eq(t.customers.passwordHash, row.passwordHash))),
      );
      return toCustomer(row);
    },

    async getCustomer(customerId) {
      const [row] = await db.select().from(t.customers).where(own(customerId));
      return row ? toCustomer(row) : null;
    },

    async findCustomerByEmail(email) {
      const [row] = await db
        .select()
        .from(t.customers)
        .where(and(eq(t.customers.region, region), eq(t.customers.email, normaliseEmail(email))));
      return row ? toCustomer(row) : null;
    },

    async updateCustomer(customerId, patch: CustomerPatch) {
      const [row] = await db
        .update(t.customers)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(own(customerId))
        .returning();
      return row ? toCustomer(row) : null;
    },

    async setPassword(customerId, password) {
      const passwordHash = await hashPassword(password);
      const updated = await db
        .update(t.customers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(own(customerId))
        .returning({ id: t.customers.id });
      return updated.length > 0;
    },

    async getAttributes(customerId, ids?: number[]): Promise<AttributeValue[]> {
      const rows = await db
        .select({ id: t.customerAttributes.attributeId, value: t.customerAttributes.value })
        .from(t.customerAttributes)
        .innerJoin(t.customers, eq(t.customers.id, t.customerAttributes.customerId))
        .where(
          and(
            eq(t.customers.region, region),
            eq(t.customerAttributes.customerId, customerId),
            ids ? inArray(t.customerAttributes.attributeId, ids) : undefined,
          ),
        )
        .orderBy(t.customerAttributes.attributeId);
      return rows.map((r) => ({ attribute_id: r.id, attribute_value: r.value }));
    },

    async setAttributes(customerId, values) {
      if (values.length === 0) return;
      const [owner] = await db.select({ id: t.customers.id }).from(t.customers).where(own(customerId));
      if (!owner) return;
      await db
        .insert(t.customerAttributes)
        .values(values.map((v) => ({ customerId, attributeId: v.attribute_id, value: v.value })))
        .onConflictDoUpdate({
          target: [t.customerAttributes.customerId, t.customerAttributes.attributeId],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },

    // The embedded store takes cash on delivery only: it keeps no cards.
    getStoredInstruments: async () => ({ instruments: [], provider: null }),
  };
}
