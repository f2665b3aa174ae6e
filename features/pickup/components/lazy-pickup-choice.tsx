"use client";
import { lazy, Suspense, type ComponentProps } from "react";
import { CheckingStores } from "./checking-stores";

const Choice = lazy(() => import("./pickup-choice").then((m) => ({ default: m.PickupChoice })));

/**
 * The checkout's boutique choice (pickup-choice.tsx), its code loaded when the checkout first draws
 * it: a product page imports this feature's client entry for its "Collect in store" line, and the
 * bundler keeps every module that entry names statically, which put the checkout's choice (and
 * the HTTP client behind its request) in every product page's JavaScript.
 */
export function PickupChoice(props: ComponentProps<typeof Choice>) {
  return (
    <Suspense fallback={<CheckingStores />}>
      <Choice {...props} />
    </Suspense>
  );
}
