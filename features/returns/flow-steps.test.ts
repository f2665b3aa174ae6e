import { describe, expect, it } from "vitest";
import { RETURN_COMMENT_MAX } from "./schema";
import { line, returnableOrder, savedAddress, shippingAddress } from "./flow-test-support";
import {
  addressesDefaultFirst,
  canOpenStep,
  collectionAddresses,
  DELIVERY_ADDRESS_ID,
  COMMENT_MAX,
  createBody,
  EMPTY_DRAFT,
  firstIncompleteStep,
  stepError,
  stepOfRefusal,
  type FlowDraft,
} from "./flow-steps";

const order = returnableOrder([
  line(1, { pierced: true }),
  line(2, { quantity: 2, returnable: 2 }),
  line(3, { returnable: 0, refusal: "coinsBars" }),
]);
const complete: FlowDraft = {
  selection: { 1: 1, 2: 2 },
  seals: [1],
  reason: "no-longer-needed",
  comment: "  Too big  ",
  addressId: 5,
  date: "2026-11-04",
};

describe("return flow steps", () => {
  it("ask for at least one piece, and the seal of a pierced one", () => {
    expect(stepError("pieces", EMPTY_DRAFT, order, [5])).toBe("returns.why.noLines");
    expect(stepError("pieces", { ...complete, seals: [] }, order, [5])).toBe("returns.why.sealNotConfirmed");
    expect(stepError("pieces", { ...complete, selection: { 2: 1 }, seals: [] }, order, [5])).toBeNull();
  });

  it("ask for one of the reasons; the comment is optional but bounded like the contract", () => {
    expect(COMMENT_MAX).toBe(RETURN_COMMENT_MAX);
    expect(stepError("reason", { ...complete, reason: null }, order, [5])).toBe("returns.flow.errors.reason");
    expect(stepError("reason", { ...complete, comment: "" }, order, [5])).toBeNull();
    expect(stepError("reason", { ...complete, comment: "x".repeat(501) }, order, [5])).toBe(
      "returns.flow.errors.commentTooLong",
    );
  });

  it("ask for an address of her book and one of the dates offered", () => {
    expect(stepError("collection", { ...complete, addressId: null }, order, [5])).toBe("returns.flow.errors.address");
    expect(stepError("collection", complete, order, [6])).toBe("returns.flow.errors.address");
    expect(stepError("collection", { ...complete, date: "2026-11-05" }, order, [5])).toBe("returns.why.collectionDate");
    expect(stepError("collection", complete, order, [5])).toBeNull();
  });

  it("open only up to the first incomplete step", () => {
    const noReason = { ...complete, reason: null };
    expect(firstIncompleteStep(noReason, order, [5])).toBe("reason");
    expect(canOpenStep("reason", noReason, order, [5])).toBe(true);
    expect(canOpenStep("review", noReason, order, [5])).toBe(false);
    expect(firstIncompleteStep(complete, order, [5])).toBeNull();
    expect(canOpenStep("review", complete, order, [5])).toBe(true);
  });

  it("send a refused submit back to the step that can fix it", () => {
    expect(stepOfRefusal("tooMany")).toBe("pieces");
    expect(stepOfRefusal("sealNotConfirmed")).toBe("pieces");
    expect(stepOfRefusal("collectionDate")).toBe("collection");
    expect(stepOfRefusal("unavailable")).toBeNull();
  });
});

describe("the create body", () => {
  it("holds the chosen lines, the trimmed comment, the seal and the address without its book fields", () => {
    expect(createBody("ar-sa", order, complete, savedAddress(5))).toEqual({
      region: "sa",
      locale: "ar-sa",
      orderId: 7,
      lines: [
        { orderLineId: 1, quantity: 1 },
        { orderLineId: 2, quantity: 2 },
      ],
      reason: "no-longer-needed",
      comment: "Too big",
      sealConfirmed: true,
      collectionAddress: {
        first_name: "Noura",
        last_name: "Saleh",
        street: "King Fahd Road 12",
        city: "Riyadh",
        governorate: "riyadh",
        postal_code: "12345",
        phone: "512345678",
      },
      collectionDate: "2026-11-04",
    });
  });

  it("leaves out an empty comment and confirms no seal when no pierced piece goes back", () => {
    const body = createBody("en-sa", order, { ...complete, selection: { 2: 1 }, comment: "   " }, savedAddress(5));
    expect(body).not.toHaveProperty("comment");
    expect(body.sealConfirmed).toBe(false);
  });
});

describe("address book order", () => {
  it("puts the default address first", () => {
    expect(addressesDefaultFirst([savedAddress(1), savedAddress(2, true), savedAddress(3)]).map((a) => a.id)).toEqual([
      2, 1, 3,
    ]);
  });
});

describe("collection addresses", () => {
  const deliveryFields = shippingAddress({ street: "Olaya Street 4" });

  it("offer the book, default first, then the order's delivery address", () => {
    const options = collectionAddresses([savedAddress(1), savedAddress(2, true)], deliveryFields);
    expect(options.map((a) => a.id)).toEqual([2, 1, DELIVERY_ADDRESS_ID]);
    expect(options.at(-1)).toMatchObject({ street: "Olaya Street 4", is_default: false });
  });

  it("offer the delivery address alone when the book is empty, and not twice when the book holds it", () => {
    expect(collectionAddresses([], deliveryFields).map((a) => a.id)).toEqual([DELIVERY_ADDRESS_ID]);
    expect(
      collectionAddresses([{ ...savedAddress(3), street: "olaya street 4 " }], deliveryFields).map((a) => a.id),
    ).toEqual([3]);
    expect(collectionAddresses([savedAddress(3)], null).map((a) => a.id)).toEqual([3]);
  });
});
