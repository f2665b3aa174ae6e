import { TEST_ADDRESS } from "@/tests/support/orders";
import { collectionDates } from "../return-rules";
import type { NewReturn } from "../return-types";

/** Test support: a return of `lines` of an sa order, collected on the first date offered at `now`. */
export const returnRequest = (
  now: Date,
  orderId: number,
  lines: { orderLineId: number; quantity: number }[],
  extra: Partial<NewReturn> = {},
): NewReturn => ({
  orderId,
  lines,
  reason: "no-longer-needed",
  sealConfirmed: false,
  collectionAddress: TEST_ADDRESS,
  collectionDate: collectionDates("sa", now)[0]!,
  locale: "en-sa",
  ...extra,
});
