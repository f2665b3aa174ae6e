import type { ShippingAddress } from "@/lib/commerce/cart-types";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { formatPhone } from "@/lib/phone";
import { governorateName } from "./governorates";

/** An address as the lines of a label (confirmation page and email); the phone is kept apart (it reads left to right). */
export function addressLines(
  address: ShippingAddress,
  region: RegionCode,
  lang: Lang,
): { lines: string[]; phone: string } {
  const place = [address.city, address.postal_code].filter(Boolean).join(" ");
  return {
    lines: [
      `${address.first_name} ${address.last_name}`.trim(),
      address.street,
      place,
      governorateName(region, address.governorate, lang),
      REGIONS[region].name[lang],
    ].filter(Boolean),
    phone: formatPhone(address.phone, region),
  };
}
