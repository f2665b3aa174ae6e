"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { isCartId } from "./cart-id";
import type { CartCommands, CartResult } from "./cart-commands";
import { useCartActions } from "./use-cart";

export type CartLinkNotice = { kind: "info" | "success" | "error"; key: string; values?: Record<string, unknown> };

const LINK_PARAMS = ["cartId", "order_id", "key", "exp"] as const;

/** The address without the link's parameters, so a reload or a shared address does not replay them. */
export function withoutLinkParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of LINK_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}

/** What a cart page link asks for: `?order_id=` (with its `key`) wins over `?cartId=`. */
export function readCartLink(
  query: URLSearchParams,
):
  | { kind: "order"; orderId: number | null; raw: string; key?: string; exp?: number }
  | { kind: "cart"; cartId: string }
  | null {
  const order = query.get("order_id");
  if (order !== null) {
    const orderId =
      /^\d{1,10}$/.test(order.trim()) && Number(order) > 0 && Number(order) <= 2_147_483_647 ? Number(order) : null;
    const exp = query.get("exp");
    return {
      kind: "order",
      orderId,
      raw: order.trim().slice(0, 20),
      key: query.get("key") ?? undefined,
      ...(exp && /^\d{1,11}$/.test(exp) && { exp: Number(exp) }),
    };
  }
  const cartId = query.get("cartId");
  return cartId !== null ? { kind: "cart", cartId: cartId.trim() } : null;
}

function outcome(result: CartResult, order?: string): CartLinkNotice {
  const values = order ? { order } : undefined;
  if (result.ok) return { kind: "success", key: order ? "cart.links.rebuilt" : "cart.links.opened", values };
  const known = [
    "forbidden",
    "cartNotFound",
    "orderNotFound",
    "orderEmpty",
    "orderUnavailable",
    "linkInvalid",
    "linkExpired",
  ];
  const code = result.error.code === "badRequest" ? (order ? "orderNotFound" : "cartNotFound") : result.error.code;
  return { kind: "error", key: known.includes(code) ? `cart.links.${code}` : "cart.links.failed", values };
}

/** Opens or rebuilds the linked cart, saying what is happening and then what happened. */
async function follow(
  link: NonNullable<ReturnType<typeof readCartLink>>,
  actions: CartCommands,
  show: (notice: CartLinkNotice) => void,
) {
  if (link.kind === "order") {
    const order = link.raw;
    if (link.orderId === null) return show({ kind: "error", key: "cart.links.badOrder" });
    show({ kind: "info", key: "cart.links.rebuilding", values: { order } });
    return show(outcome(await actions.rebuildFromOrder(link.orderId, link.key, link.exp), order));
  }
  if (!isCartId(link.cartId)) return show({ kind: "error", key: "cart.links.cartNotFound" });
  show({ kind: "info", key: "cart.links.opening" });
  show(outcome(await actions.openCartById(link.cartId)));
}

/**
 * Customer-service (`?cartId=`) and abandoned-cart or repurchase (`?order_id=&key=`) links of
 * the cart pages: the cart opens or is rebuilt here, the parameters leave the
 * address, and the page says what happened.
 */
export function useCartLinks(): { notice: CartLinkNotice | null; dismiss: () => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const actions = useCartActions();
  const [notice, setNotice] = useState<CartLinkNotice | null>(null);
  // React runs effects twice in development; a link must not build two carts.
  const handled = useRef<string | null>(null);
  const search = params.toString();

  useEffect(() => {
    const link = readCartLink(new URLSearchParams(search));
    if (!link || handled.current === search) return;
    handled.current = search;
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${withoutLinkParams(search)}${window.location.hash}`,
    );
    void follow(link, actions, setNotice);
  }, [search, pathname, actions]);

  return { notice, dismiss: () => setNotice(null) };
}
