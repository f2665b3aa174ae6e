import type { AddressField } from "@/features/address";

/** Who collects an order at a boutique: the fields asked of her instead of an address. */
export const COLLECTOR_FIELDS: readonly AddressField[] = ["first_name", "last_name", "phone"];
