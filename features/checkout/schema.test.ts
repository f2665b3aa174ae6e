import { describe, expect, it } from "vitest";
import { placeOrderBody } from "./schema";
import { SAUDI_ADDRESS as SA } from "@/tests/support/addresses";

describe("placeOrderBody", () => {
  const valid = {
    cartId: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
    region: "sa",
    locale: "ar-sa",
    email: SA.email,
    payment_method: "cod",
    shipping_address: { ...SA, email: undefined },
  };

  it("parses and normalizes a good body", () => {
    const parsed = placeOrderBody.parse({
      ...valid,
      email: " Noura@Example.com",
      shipping_address: { ...valid.shipping_address, street: " 12  King Fahd  Road ", postal_code: "١٢٢١١" },
    });
    expect(parsed.email).toBe("noura@example.com");
    expect(parsed.shipping_address).toEqual({
      first_name: "Noura",
      last_name: "Al-Harbi",
      street: "12 King Fahd Road",
      city: "Riyadh",
      governorate: "riyadh",
      postal_code: "12211",
      phone: "501234567",
    });
  });

  it("runs the region's rules and names each failing path", () => {
    const result = placeOrderBody.safeParse({ ...valid, region: "eg", locale: "ar-sa" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    // sa's 9-digit phone and Riyadh are not Egyptian; ar-sa is not an Egyptian locale.
    expect(paths).toEqual(["locale", "shipping_address.governorate", "shipping_address.phone"]);
  });

  it("lets the postal code out in ae only", () => {
    const ae = {
      ...valid,
      region: "ae",
      locale: "en-ae",
      shipping_address: { ...valid.shipping_address, governorate: "dubai", postal_code: undefined },
    };
    expect(placeOrderBody.safeParse(ae).success).toBe(true);
    expect(
      placeOrderBody.safeParse({ ...valid, shipping_address: { ...valid.shipping_address, postal_code: undefined } })
        .success,
    ).toBe(false);
  });
});
