/**
 * The customer attributes, by id: the ids the retailer's stores use, which the pages send. The
 * cart attribute is 7 or 170 (two readings; CART_ATTRIBUTE_ID picks, ADR 0006). The newsletter
 * subscription timestamp had no agreed id; ours is 18.
 */
export const ATTRIBUTE = {
  title: 1,
  dateOfBirth: 2,
  anniversary: 3,
  newsletter: 4,
  defaultAddressId: 5,
  cartId: 7,
  resetPasswordToken: 11,
  governorate: 12,
  city: 13,
  postalCode: 14,
  emailVerified: 15,
  verificationEmailSent: 16,
  verificationToken: 17,
  newsletterTimestamp: 18,
  cartIdAlternative: 170,
} as const;

export type StoreAttribute = { id: number; name: string; type: "string" | "date" | "boolean" | "number" };

/** The store's attribute definitions (`/api/customer/getStoreAttributes`). */
export const STORE_ATTRIBUTES: StoreAttribute[] = [
  { id: ATTRIBUTE.title, name: "Title", type: "string" },
  { id: ATTRIBUTE.dateOfBirth, name: "Date of birth", type: "date" },
  { id: ATTRIBUTE.anniversary, name: "Anniversary date", type: "date" },
  { id: ATTRIBUTE.newsletter, name: "Newsletter subscription", type: "boolean" },
  { id: ATTRIBUTE.defaultAddressId, name: "Default address id", type: "number" },
  { id: ATTRIBUTE.cartId, name: "Cart id", type: "string" },
  { id: ATTRIBUTE.resetPasswordToken, name: "Reset password token", type: "string" },
  { id: ATTRIBUTE.governorate, name: "Governorate", type: "string" },
  { id: ATTRIBUTE.city, name: "City", type: "string" },
  { id: ATTRIBUTE.postalCode, name: "Postal code", type: "string" },
  { id: ATTRIBUTE.emailVerified, name: "Email verified", type: "boolean" },
  { id: ATTRIBUTE.verificationEmailSent, name: "Verification email sent", type: "boolean" },
  { id: ATTRIBUTE.verificationToken, name: "Verification email token", type: "string" },
  { id: ATTRIBUTE.newsletterTimestamp, name: "Newsletter subscription timestamp", type: "date" },
  { id: ATTRIBUTE.cartIdAlternative, name: "Cart id (region change)", type: "string" },
];

/** What a customer may write through `/api/v3/update-attribute-values`; tokens and verification are the server's. */
export const CUSTOMER_WRITABLE_ATTRIBUTES: ReadonlySet<number> = new Set([
  ATTRIBUTE.title,
  ATTRIBUTE.dateOfBirth,
  ATTRIBUTE.anniversary,
  ATTRIBUTE.newsletter,
  ATTRIBUTE.defaultAddressId,
  ATTRIBUTE.cartId,
  ATTRIBUTE.governorate,
  ATTRIBUTE.city,
  ATTRIBUTE.postalCode,
  ATTRIBUTE.cartIdAlternative,
]);

/** Attributes never sent to the browser (one-time token hashes). */
export const SECRET_ATTRIBUTES: ReadonlySet<number> = new Set([
  ATTRIBUTE.resetPasswordToken,
  ATTRIBUTE.verificationToken,
]);

/**
 * The login flow's step 3 (features/auth/login-flow.ts): sign-in is blocked while
 * "verification email sent" (16) differs from "email verified" (15). An account made before
 * verification existed has neither.
 */
export function verificationPending(attributes: { attribute_id: number; attribute_value: string }[]): boolean {
  const value = (id: number) => attributes.find((a) => a.attribute_id === id)?.attribute_value ?? "";
  return value(ATTRIBUTE.verificationEmailSent) !== value(ATTRIBUTE.emailVerified);
}
