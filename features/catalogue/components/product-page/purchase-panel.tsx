"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useCallback, useState } from "react";
import { PurchaseForm } from "./purchase-form";
import { SIZE_PARAM, type PurchaseProduct } from "./purchase-types";

/**
 * The chosen size lives in the URL (?size=54) so a link reproduces it. The page is cached
 * (ISR) and never reads the query on the server: the prerendered HTML holds the form with no
 * size (the Suspense fallback), and the browser fills in the URL's size after hydration. The
 * stand-in's controls keep a press made before the page's code ran for the real form to carry out
 * (components/ui/early-presses.ts).
 */
export function PurchasePanel({ product }: { product: PurchaseProduct }) {
  return (
    <Suspense fallback={<PurchaseForm product={product} size={null} onSizeChange={() => {}} standIn />}>
      <PurchaseFromUrl product={product} />
    </Suspense>
  );
}

function PurchaseFromUrl({ product }: { product: PurchaseProduct }) {
  const pathname = usePathname();
  const params = useSearchParams();
  // The size chosen on this page, at once: the address follows through Next's router, which
  // updates useSearchParams a render later, and a press that follows at once (Add to bag right
  // after a size, as a press kept before the page's code ran is carried out) must see the size.
  const [chosen, setChosen] = useState<string | null>(null);
  const wanted = chosen ?? params.get(SIZE_PARAM);
  const size = product.sizes.some((s) => s.size === wanted) ? wanted : null;

  const onSizeChange = useCallback(
    (next: string) => {
      setChosen(next);
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
