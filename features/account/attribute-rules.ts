import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import type { RegionCode } from "@/lib/i18n/locales";
import { checkField, describeFieldError, FIELD_MAX_LENGTH, isGovernorate } from "@/features/address";
import { checkAnniversary, checkBirthDate, isTitle, TITLES } from "./details-rules";

/**
 * The value rules of the customer-writable attributes (lib/commerce/customer-attributes.ts), for the
 * update-attribute-values contract (schema.ts); dates and titles share the my-details form's rules.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with an attribute's value (English, for the 400), or null. Unknown ids are the route's (403). */
export function attributeValueError(attributeId: number, value: string, region: RegionCode): string | null {
  switch (attributeId) {
    case ATTRIBUTE.title:
      return value === "" || isTitle(value) ? null : `must be one of ${TITLES.join(", ")} (or empty)`;
    case ATTRIBUTE.dateOfBirth: {
      const error = checkBirthDate(value);
      return error === "future" ? "must not be in the future" : error ? "must be a date YYYY-MM-DD" : null;
    }
    case ATTRIBUTE.anniversary:
      return checkAnniversary(value) ? "must be a date YYYY-MM-DD" : null;
    case ATTRIBUTE.newsletter:
      return value === "true" || value === "false" ? null : 'must be "true" or "false"';
    case ATTRIBUTE.defaultAddressId:
      return value === "" || /^\d{1,10}$/.test(value) ? null : "must be an address id (or empty)";
    case ATTRIBUTE.cartId:
    case ATTRIBUTE.cartIdAlternative:
      return value === "" || UUID.test(value) ? null : "must be a cart id (or empty)";
    case ATTRIBUTE.governorate:
      return value === "" || isGovernorate(region, value) ? null : "must be one of the country's governorates";
    case ATTRIBUTE.city:
      return value.length <= FIELD_MAX_LENGTH.city ? null : `must be at most ${FIELD_MAX_LENGTH.city} characters`;
    case ATTRIBUTE.postalCode: {
      const error = value === "" ? null : checkField("postal_code", value, region);
      return error ? describeFieldError(error) : null;
    }
    default:
      return null;
  }
}
