"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useCallback } from "react";
import { PurchaseForm } from "./purchase-form";
import { SIZE_PARAM, type PurchaseProduct } from "./purchase-types";

/**
 * The chosen size lives in the URL (?size=54) so a link reproduces it. The page is cached
 * (ISR) and never reads the query on the server: the prerendered HTML holds the form with no
 * size (the Suspense fallback), and the browser fills in the URL's size after hydration.
 */
export function PurchasePanel({ product }: { product: PurchaseProduct }) {
  return (
    <Suspense fallback={<PurchaseForm product={product} size={null} onSizeChange={() => {}} />}>
      <PurchaseFromUrl product={product} />
    </Suspense>
  );
}

function PurchaseFromUrl({ product }: { product: PurchaseProduct }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const wanted = params.get(SIZE_PARAM);
  const size = product.sizes.some((s) => s.size === wanted) ? wanted : null;

  const onSizeChange = useCallback(
    (next: string) => {
      const query = new URLSearchParams(window.location.search);
      query.set(SIZE_PARAM, next);
      // history.replaceState is synced with useSearchParams by Next's router without a server
      // round trip (router.replace would fetch the page's RSC payload again for nothing), and
      // neither scrolls nor adds a history entry per size tried.
      window.history.replaceState(null, "", `${pathname}?${query}${window.location.hash}`);
    },
    [pathname],
  );

  return <PurchaseForm product={product} size={size} onSizeChange={onSizeChange} />;
}
