import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { RegionCode } from "@/lib/i18n/locales";
import { ADDRESS_BOOK_LIMIT, type AddressInput } from "../address-types";
import { ATTRIBUTE } from "../customer-attributes";
import { CommerceInputError, EmailTakenError } from "../errors";
import type { AddressOperations, CustomerOperations, WishlistOperations } from "../interface";

/** What a country's store offers a customer: her account, attributes, address book and wishlists. */
export type CustomerParts = CustomerOperations & AddressOperations & WishlistOperations;

/**
 * The answer key of one side of the seam: its stores, and the products of `region` to heart (sold
 * there), one that country does not sell, and an id no store knows.
 */
export type CustomerContractFixture = {
  store(region: RegionCode): CustomerParts;
  catalogue: { region: RegionCode; sold: number[]; unsold: number; unknown: number };
};

const PASSWORD = "Secret-pass-1";
const freshEmail = () => `shopper-${randomBytes(5).toString("hex")}@example.com`;
const address = (street: string): AddressInput => ({
  first_name: "Noura",
  last_name: "Saleh",
  street,
  city: "Riyadh",
  governorate: "Riyadh",
  postal_code: "12211",
  phone: "501234567",
});
const productIds = (lists: { items: { productEntityId: number }[] }[]) =>
  lists.flatMap((l) => l.items.map((i) => i.productEntityId));

/**
 * One contract for every commerce store's customer side (ADR 0022): the embedded store and the
 * BigCommerce stores behind the fake must answer the same calls the same way. Identity is always
 * the caller's (a customer id from the session); each country is its own store.
 */
export function describeCustomerContract(name: string, setup: () => Promise<CustomerContractFixture>): void {
  describe(`customer contract: ${name}`, () => {
    let fx: CustomerContractFixture;
    let sa: CustomerParts;
    beforeAll(async () => {
      fx = await setup();
      sa = fx.store("sa");
    });
    const signUp = (store = sa, email = freshEmail()) =>
      store.createCustomer({ email, password: PASSWORD, firstName: " Noura ", lastName: "Saleh", phone: "501234567" });

    it("signs up a customer and finds her by id and by address in any case", async () => {
      const email = freshEmail();
      const customer = await signUp(sa, email.toUpperCase());
      expect(customer).toMatchObject({ email, firstName: "Noura", lastName: "Saleh", phone: "501234567" });
      expect(customer.entityId).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(customer.createdAt))).toBe(false);
      expect(await sa.getCustomer(customer.entityId)).toEqual(customer);
      expect(await sa.findCustomerByEmail(` ${email.toUpperCase()} `)).toEqual(customer);
      expect(await sa.findCustomerByEmail(freshEmail())).toBeNull();
    });

    it("refuses a second account for the same address", async () => {
      const email = freshEmail();
      await signUp(sa, email);
      await expect(signUp(sa, email)).rejects.toBeInstanceOf(EmailTakenError);
      await expect(signUp(sa, email.toUpperCase())).rejects.toBeInstanceOf(EmailTakenError);
    });

    it("signs in with the right password only, and after a password change with the new one only", async () => {
      const email = freshEmail();
      const customer = await signUp(sa, email);
      expect(await sa.verifyCredentials(email.toUpperCase(), PASSWORD)).toEqual(customer);
      expect(await sa.verifyCredentials(email, "Wrong-pass-1")).toBeNull();
      expect(await sa.verifyCredentials(freshEmail(), PASSWORD)).toBeNull();
      expect(await sa.setPassword(customer.entityId, "Other-pass-2")).toBe(true);
      expect(await sa.verifyCredentials(email, PASSWORD)).toBeNull();
      expect((await sa.verifyCredentials(email, "Other-pass-2"))?.entityId).toBe(customer.entityId);
    });

    it("updates her details; nobody's details are nothing", async () => {
      const customer = await signUp();
      const updated = await sa.updateCustomer(customer.entityId, { firstName: "Nora", phone: "551112222" });
      expect(updated).toMatchObject({
        entityId: customer.entityId,
        firstName: "Nora",
        lastName: "Saleh",
        phone: "551112222",
      });
      expect(await sa.getCustomer(customer.entityId)).toMatchObject({ firstName: "Nora" });
      expect(await sa.updateCustomer(999_999, { firstName: "X" })).toBeNull();
      expect(await sa.setPassword(999_999, "Other-pass-2")).toBe(false);
      expect(await sa.getCustomer(999_999)).toBeNull();
    });

    it("writes and reads attributes by the spec's ids, the cart id (7 and 170) included", async () => {
      const customer = await signUp();
      expect(await sa.getAttributes(customer.entityId)).toEqual([]);
      await sa.setAttributes(customer.entityId, [
        { attribute_id: ATTRIBUTE.cartId, value: "9f0c6a52-3a3e-4c1e-8b51-0d6f7f3b2a10" },
        { attribute_id: ATTRIBUTE.title, value: "Ms" },
        { attribute_id: ATTRIBUTE.cartIdAlternative, value: "" },
        { attribute_id: ATTRIBUTE.dateOfBirth, value: "1990-04-12" },
      ]);
      await sa.setAttributes(customer.entityId, [{ attribute_id: ATTRIBUTE.cartId, value: "" }]);
      expect(await sa.getAttributes(customer.entityId)).toEqual([
        { attribute_id: ATTRIBUTE.title, attribute_value: "Ms" },
        { attribute_id: ATTRIBUTE.dateOfBirth, attribute_value: "1990-04-12" },
        { attribute_id: ATTRIBUTE.cartId, attribute_value: "" },
        { attribute_id: ATTRIBUTE.cartIdAlternative, attribute_value: "" },
      ]);
      expect(await sa.getAttributes(customer.entityId, [ATTRIBUTE.title, ATTRIBUTE.newsletter])).toEqual([
        { attribute_id: ATTRIBUTE.title, attribute_value: "Ms" },
      ]);
      expect(await sa.getAttributes(999_999)).toEqual([]);
    });

    it("has no saved cards for a new customer, nor for nobody", async () => {
      const customer = await signUp();
      expect((await sa.getStoredInstruments(customer.entityId)).instruments).toEqual([]);
      expect((await sa.getStoredInstruments(999_999)).instruments).toEqual([]);
    });

    it("keeps an address book whose default is attribute 5", async () => {
      const customer = await signUp();
      const id = customer.entityId;
      const first = (await sa.addAddress(id, address("1 King Fahd Road")))!;
      expect(first).toMatchObject({
        street: "1 King Fahd Road",
        governorate: "Riyadh",
        postal_code: "12211",
        country_code: "SA",
        is_default: true,
      });
      const second = (await sa.addAddress(id, address("2 Olaya Street")))!;
      expect(second.is_default).toBe(false);
      expect(await sa.getAttributes(id, [ATTRIBUTE.defaultAddressId])).toEqual([
        { attribute_id: ATTRIBUTE.defaultAddressId, attribute_value: String(first.id) },
      ]);

      expect(await sa.updateAddress(id, second.id, null, { setDefault: true })).toMatchObject({
        id: second.id,
        is_default: true,
      });
      const moved = await sa.updateAddress(id, first.id, { ...address("3 Tahlia Street"), city: "Jeddah" });
      expect(moved).toMatchObject({ street: "3 Tahlia Street", city: "Jeddah", is_default: false });
      expect((await sa.listAddresses(id)).map((a) => [a.id, a.street, a.is_default])).toEqual([
        [first.id, "3 Tahlia Street", false],
        [second.id, "2 Olaya Street", true],
      ]);

      expect(await sa.deleteAddress(id, second.id)).toBe(true);
      expect(await sa.getAttributes(id, [ATTRIBUTE.defaultAddressId])).toEqual([]);
      expect(await sa.listAddresses(id)).toEqual([expect.objectContaining({ id: first.id, is_default: false })]);
      expect(await sa.deleteAddress(id, second.id)).toBe(false);
    });

    it("keeps each address book to its owner and to its limit", async () => {
      const owner = await signUp();
      const other = await signUp();
      const mine = (await sa.addAddress(owner.entityId, address("1 King Fahd Road"), { setDefault: false }))!;
      expect(mine.is_default).toBe(false);
      expect(await sa.updateAddress(other.entityId, mine.id, address("Elsewhere"))).toBeNull();
      expect(await sa.deleteAddress(other.entityId, mine.id)).toBe(false);
      expect(await sa.listAddresses(other.entityId)).toEqual([]);
      expect(await sa.addAddress(999_999, address("Nowhere"))).toBeNull();
      for (let n = 1; n < ADDRESS_BOOK_LIMIT; n++) await sa.addAddress(owner.entityId, address(`${n} Olaya Street`));
      await expect(sa.addAddress(owner.entityId, address("One too many"))).rejects.toBeInstanceOf(CommerceInputError);
      expect(await sa.listAddresses(owner.entityId)).toHaveLength(ADDRESS_BOOK_LIMIT);
    });

    describe("wishlists", () => {
      let store: CustomerParts;
      let sold: number[];
      beforeAll(() => {
        store = fx.store(fx.catalogue.region);
        sold = fx.catalogue.sold;
      });

      it("makes the default wishlist once, on first use", async () => {
        const { entityId } = await signUp(store);
        expect(await store.getWishlists(entityId, "en")).toEqual([]);
        const made = await store.ensureDefaultWishlist(entityId);
        expect(made.name).toBe("My wishlist");
        expect(await store.ensureDefaultWishlist(entityId)).toEqual(made);
        expect(await store.getWishlists(entityId, "en")).toEqual([
          { entityId: made.entityId, name: "My wishlist", isDefault: true, items: [] },
        ]);
      });

      it("adds idempotently, newest first, only products sold here, and removes a product", async () => {
        const { entityId } = await signUp(store);
        await store.addWishlistItem(entityId, sold[0]!, "en");
        await store.addWishlistItem(entityId, sold[1]!, "en");
        const lists = (await store.addWishlistItem(entityId, sold[0]!, "en"))!;
        expect(lists).toHaveLength(1);
        expect(productIds(lists)).toEqual([sold[1], sold[0]]);
        expect(lists[0]!.items[0]!.product).toMatchObject({ entityId: sold[1] });
        expect(await store.addWishlistItem(entityId, fx.catalogue.unsold, "en")).toBeNull();
        expect(await store.addWishlistItem(entityId, fx.catalogue.unknown, "en")).toBeNull();
        expect(productIds(await store.removeWishlistItem(entityId, sold[0]!, "en"))).toEqual([sold[1]]);
        expect(productIds(await store.removeWishlistItem(entityId, sold[0]!, "en"))).toEqual([sold[1]]);
      });

      it("merges a guest's items into the default wishlist: no duplicates, unknown and unsold skipped", async () => {
        const { entityId } = await signUp(store);
        await store.addWishlistItem(entityId, sold[0]!, "en");
        const merge = await store.mergeWishlistItems(entityId, [
          sold[0]!,
          sold[1]!,
          sold[2]!,
          sold[1]!,
          fx.catalogue.unsold,
          fx.catalogue.unknown,
        ]);
        expect(merge).toEqual({ added: 2, skipped: 4 });
        const lists = await store.getWishlists(entityId, "en");
        expect(lists).toHaveLength(1);
        expect(productIds(lists).sort((a, b) => a - b)).toEqual([sold[0], sold[1], sold[2]].sort((a, b) => a! - b!));
        expect(await store.mergeWishlistItems(entityId, [sold[2]!])).toEqual({ added: 0, skipped: 1 });
      });
    });

    it("keeps each country's customers to its own store", async () => {
      const ae = fx.store("ae");
      const email = freshEmail();
      await signUp(sa, email);
      expect(await ae.verifyCredentials(email, PASSWORD)).toBeNull();
      expect(await ae.findCustomerByEmail(email)).toBeNull();
      // The same address may hold its own account in another country.
      const there = await signUp(ae, email);
      expect(await ae.verifyCredentials(email, PASSWORD)).toEqual(there);
    });
  });
}
