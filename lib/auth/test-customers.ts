import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { RegionCode } from "@/lib/i18n/locales";
import { createCustomers } from "@/lib/commerce/embedded/customers";
import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import { openSession, SESSION_COOKIE } from "@/lib/session";

/**
 * Tests' shortcut to a signed-in customer: a verified account in a country's store and a Cookie
 * header holding a real session for it. Route tests use it to call handlers as that customer.
 */
export async function createTestCustomer(
  db: Db,
  region: RegionCode = "sa",
  overrides: { email?: string; firstName?: string; lastName?: string; password?: string } = {},
) {
  const password = overrides.password ?? "Secret-pass-1";
  const customer = await createCustomers(db, region).createCustomer({
    email: overrides.email ?? `shopper-${randomBytes(4).toString("hex")}@example.com`,
    password,
    firstName: overrides.firstName ?? "Noura",
    lastName: overrides.lastName ?? "Saleh",
  });
  await createCustomers(db, region).setAttributes(customer.entityId, [
    { attribute_id: ATTRIBUTE.verificationEmailSent, value: "true" },
    { attribute_id: ATTRIBUTE.emailVerified, value: "true" },
  ]);
  const cookie = `${SESSION_COOKIE}=${await openSession(customer.entityId, region, db)}`;
  return { customer, password, cookie };
}
