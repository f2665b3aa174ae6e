import type { ShippingAddress } from "@/lib/commerce/cart-types";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { addressLines } from "../address-lines";

/** A shipping address as the confirmation and the account's order page show it: lines, then the phone (always LTR). */
export function ShippingAddressLines({
  address,
  region,
  lang,
}: {
  address: ShippingAddress;
  region: RegionCode;
  lang: Lang;
}) {
  const { lines, phone } = addressLines(address, region, lang);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
      <span className="block">
        <bdi dir="ltr">{phone}</bdi>
      </span>
    </>
  );
}
