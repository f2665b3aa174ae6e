"use client";
import { useRecordView } from "@/features/catalogue/use-recently-viewed";

/** Adds the product to the shopper's recently viewed list (in the browser only). */
export function RecordView({ productId }: { productId: number }) {
  useRecordView(productId);
  return null;
}
