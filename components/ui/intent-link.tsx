"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link that prefetches its page only once the shopper shows intent (pointer over it, a
 * touch, keyboard focus), as Next's prefetching guide describes. Grids of product cards use it:
 * prefetching every card that scrolls into view costs a phone each product's payload and its
 * high-priority hero picture, competing with the page being read.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => (show(), onPointerEnter?.(event))}
      onTouchStart={(event) => (show(), onTouchStart?.(event))}
      onFocus={(event) => (show(), onFocus?.(event))}
    />
  );
}
