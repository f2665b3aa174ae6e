import type { CustomerAddress } from "@/lib/commerce/address-types";
import type { ShippingAddress } from "@/lib/commerce/cart-types";
import type { RequestRefusal, ReturnableOrder, ReturnReason } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { LOCALES } from "@/lib/i18n/locales";
import type { CreateReturnBody } from "./schema";
import { chosenPierced, requestedLines, sealsConfirmed, type Selection } from "./selection";

/** The return flow's steps, in order: pieces, reason, courier collection, review. */
export const FLOW_STEPS = ["pieces", "reason", "collection", "review"] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** Same bound as the create contract (RETURN_COMMENT_MAX in schema.ts, which the client may not import). */
export const COMMENT_MAX = 500;

/** Everything she has entered so far; kept whole across steps and after a refused submit. */
export type FlowDraft = {
  selection: Selection;
  /** Pierced lines whose hygiene seal she confirmed. */
  seals: readonly number[];
  reason: ReturnReason | null;
  comment: string;
  addressId: number | null;
  date: string | null;
};

export const EMPTY_DRAFT: FlowDraft = {
  selection: {},
  seals: [],
  reason: null,
  comment: "",
  addressId: null,
  date: null,
};

/** What a step needs to be left forward: a translation key of what is missing, `null` when it is complete. */
export function stepError(
  step: FlowStep,
  draft: FlowDraft,
  order: ReturnableOrder,
  addressIds: readonly number[],
): string | null {
  switch (step) {
    case "pieces":
      if (requestedLines(order, draft.selection).length === 0) return "returns.why.noLines";
      return sealsConfirmed(order, draft.selection, draft.seals) ? null : "returns.why.sealNotConfirmed";
    case "reason":
      if (!draft.reason) return "returns.flow.errors.reason";
      return draft.comment.trim().length > COMMENT_MAX ? "returns.flow.errors.commentTooLong" : null;
    case "collection":
      if (draft.addressId === null || !addressIds.includes(draft.addressId)) return "returns.flow.errors.address";
      return draft.date && order.collection_dates.includes(draft.date) ? null : "returns.why.collectionDate";
    case "review":
      return null;
  }
}

/** The first step that is not complete, or `null` when the draft can be submitted. */
export function firstIncompleteStep(
  draft: FlowDraft,
  order: ReturnableOrder,
  addressIds: readonly number[],
): FlowStep | null {
  return FLOW_STEPS.find((step) => stepError(step, draft, order, addressIds) !== null) ?? null;
}

/** A step she may open from the step list: any before the first incomplete one (or that one). */
export function canOpenStep(
  step: FlowStep,
  draft: FlowDraft,
  order: ReturnableOrder,
  addressIds: readonly number[],
): boolean {
  const blocker = firstIncompleteStep(draft, order, addressIds);
  return blocker === null || FLOW_STEPS.indexOf(step) <= FLOW_STEPS.indexOf(blocker);
}

/** Where a refused submit sends her back to, so she can fix it there. */
export function stepOfRefusal(code: string): FlowStep | null {
  const pieces: readonly string[] = [
    "notDelivered",
    "windowClosed",
    "coinsBars",
    "alreadyReturned",
    "bundleWhole",
    "sealNotConfirmed",
    "tooMany",
    "unknownLine",
    "noLines",
  ] satisfies RequestRefusal[];
  if (pieces.includes(code)) return "pieces";
  return code === "collectionDate" ? "collection" : null;
}

/** Address-book entries with the default first (the flow preselects it). */
export function addressesDefaultFirst(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** The id the flow gives the order's own delivery address, which is not an entry of the book. */
export const DELIVERY_ADDRESS_ID = 0;
const ADDRESS_KEYS = ["first_name", "last_name", "street", "city", "governorate", "postal_code", "phone"] as const;
const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  ADDRESS_KEYS.every((k) => a[k].trim().toLowerCase() === b[k].trim().toLowerCase());

/**
 * Where the courier may collect: her address book (default first), then the address the order
 * was delivered to unless the book already holds it (a shopper who checked out without saving
 * an address still has one to choose).
 */
export function collectionAddresses(
  book: readonly CustomerAddress[],
  delivery: ShippingAddress | null,
): CustomerAddress[] {
  const entries = addressesDefaultFirst(book);
  if (!delivery || entries.some((a) => sameAddress(a, delivery))) return entries;
  return [...entries, { ...delivery, id: DELIVERY_ADDRESS_ID, is_default: false }];
}

/** The create body of a complete draft (POST /api/returns). */
export function createBody(
  locale: Locale,
  order: ReturnableOrder,
  draft: FlowDraft,
  address: CustomerAddress,
): CreateReturnBody {
  const comment = draft.comment.trim();
  const { first_name, last_name, street, city, governorate, postal_code, phone } = address;
  return {
    region: LOCALES[locale].region,
    locale,
    orderId: order.order_id,
    lines: requestedLines(order, draft.selection),
    reason: draft.reason!,
    ...(comment && { comment }),
    sealConfirmed:
      chosenPierced(order, draft.selection).length > 0 && sealsConfirmed(order, draft.selection, draft.seals),
    collectionAddress: { first_name, last_name, street, city, governorate, postal_code, phone },
    collectionDate: draft.date!,
  };
}
