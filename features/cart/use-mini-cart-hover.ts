"use client";
import { useCallback, useEffect, useRef } from "react";
import { MINI_CART_AUTO_CLOSE_MS, MINI_CART_HOVER_DELAY_MS } from "@/lib/constants";
import { useRightDrawer } from "@/features/shell/client";

/** Hovering the cart icon for 500 ms opens the mini cart, which closes itself after 6 s. */
export function useMiniCartHover() {
  const drawer = useRightDrawer("mini-cart");
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  const auto = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { open, close, isOpen } = drawer;

  useEffect(() => {
    if (!isOpen) return;
    auto.current = setTimeout(close, MINI_CART_AUTO_CLOSE_MS);
    return () => clearTimeout(auto.current);
  }, [isOpen, close]);
  useEffect(() => () => clearTimeout(hover.current), []);

  const onMouseEnter = useCallback(() => {
    clearTimeout(hover.current);
    hover.current = setTimeout(open, MINI_CART_HOVER_DELAY_MS);
  }, [open]);
  const onMouseLeave = useCallback(() => clearTimeout(hover.current), []);
  return { onMouseEnter, onMouseLeave };
}
