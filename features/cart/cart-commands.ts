import type { Cart, CartLineInput } from "@/lib/commerce/cart-types";
import { CHANNEL_ID } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { openPanels, usePanelsStore } from "@/features/shell/client";
import type { CartApiError } from "./api";
import { browserStorage } from "./browser-storage";
import { isCartId, readSessionCartId, resolveCartId } from "./cart-id";
import { cartErrorToast } from "./cart-errors";
import { isStale } from "./cart-load";
import { dropPending } from "./pending-promo";
import { playCartSound } from "./cart-sound";
import { forgetCart, notifyCart, rememberCart, useCartStore } from "./cart-store";
import type { ClientCart } from "./client-types";
import type { AddProductBody } from "./schema";
import { toClientCart } from "./totals";

/**
 * What the cart can do, as plain functions over the page's locale: hooks (use-cart.ts) and the
 * listing's light add buttons share them. Every answer goes to the cart store (cart-store.ts),
 * the one source of the cart; storage and the badge follow it. The fetchers load on first use,
 * keeping them out of the start-up JavaScript of pages where nobody touches the cart.
 */
export type CartContext = { locale: Locale };
export type CartItemInfo = AddProductBody["item"];
export type CartResult = { ok: true; cart: ClientCart | null } | { ok: false; error: CartApiError };

const loadApi = () => import("./api");

// Changes run one after another: two quick adds with no cart yet must not create two carts.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function currentCartId(): string | null {
  const { cartId, customerCartId } = useCartStore.getState();
  return resolveCartId({
    customerAttribute: customerCartId,
    current: cartId,
    session: readSessionCartId(browserStorage("session")),
  });
}

/**
 * A cart the store answered with becomes this tab's cart (cart-store.ts rememberCart; session
 * storage, the guest copy and the badge follow). A signed-in customer's cart attribute is kept
 * on the server by the cart routes (features/cart/cart-attribute.ts).
 */
export function remember({ locale }: CartContext, cart: ClientCart): void {
  rememberCart(locale, cart);
}

/** No cart any more (emptied, deleted, unknown, another country's): everything that pointed at it goes. */
export function forget(): void {
  forgetCart();
}

/**
 * Region change (not on first render): the bag of the old country stays behind (each country is
 * its own store), and the new country's store lets go of a signed-in shopper's saved cart.
 * Failures are only logged.
 */
export function forgetOnRegionChange(ctx: CartContext): void {
  forget();
  void loadApi()
    .then((api) => api.resetSavedCart({ region: LOCALES[ctx.locale].region }))
    .catch((error: unknown) => console.warn("[cart] could not reset the saved cart", error));
}

/** The tab's cart as last known, if it is the cart of this id. */
function known(cartId: string | null): ClientCart | null {
  const { cart } = useCartStore.getState();
  return cartId && cart?.id === cartId ? cart : null;
}

/** How many of a variant the tab's cart holds (for the quantityExceeds message). */
function inBag(sku: string): number {
  return (
    known(currentCartId())
      ?.line_items.physical_items.filter((l) => l.sku === sku)
      .reduce((n, l) => n + l.quantity, 0) ?? 0
  );
}

type Options = { quiet?: boolean };

/** Runs a change in turn; the answer becomes the cart (null: emptied), a failure a toast unless quiet. */
function change(
  ctx: CartContext,
  task: (api: typeof import("./api")) => Promise<Cart | null>,
  { quiet }: Options = {},
): Promise<CartResult> {
  return serial(async () => {
    const api = await loadApi();
    try {
      const answer = await task(api);
      const cart = answer ? toClientCart(answer, LOCALES[ctx.locale].region) : null;
      if (cart) remember(ctx, cart);
      else forget();
      return { ok: true, cart } as const;
    } catch (caught) {
      const error = api.toCartApiError(caught);
      if (!quiet) {
        const { key, values } = cartErrorToast(error, error.details.sku ? inBag(error.details.sku) : 0);
        notifyCart("error", key, values);
      }
      return { ok: false, error } as const;
    }
  });
}

export function cartCommands(ctx: CartContext) {
  const { locale } = ctx;
  const { region } = LOCALES[locale];

  return {
    /** Adds lines; the first add creates the cart. Success chimes and opens the mini cart (unless she opened another panel meanwhile). */
    async add(lines: CartLineInput[], item?: CartItemInfo): Promise<CartResult> {
      // The panels as the add begins: the mini cart opens only if none opened or closed since.
      const panelsBefore = openPanels();
      const result = await change(ctx, async (api) => {
        const create = () =>
          api.createCart({ region, locale, payload: { line_items: lines, channel_id: CHANNEL_ID }, item });
        const cartId = currentCartId();
        if (!cartId) return create();
        try {
          return await api.addProduct({ cartId, region, locale, payload: { line_items: lines }, item });
        } catch (caught) {
          // The tab's cart is gone or not ours any more: start a new one rather than fail the add.
          if (!isStale(api.toCartApiError(caught))) throw caught;
          forget();
          return create();
        }
      });
      if (result.ok) {
        playCartSound();
        usePanelsStore.getState().offerDrawer("mini-cart", panelsBefore);
      }
      return result;
    },

    /** Sets a line's quantity; 0 removes it (and an emptied cart is deleted). */
    update(itemId: string, quantity: number, item?: CartItemInfo): Promise<CartResult> {
      return change(ctx, async (api) => {
        const cartId = currentCartId();
        const line = cartId ? known(cartId)?.line_items.physical_items.find((l) => l.id === itemId) : undefined;
        if (!cartId || !line) throw api.cartFailure("Line item not found in this cart", 404, "itemNotFound");
        const line_item = { product_id: line.product_id, variant_id: line.variant_id, quantity };
        return api.updateProduct({ cartId, itemId, region, locale, payload: { line_item }, item });
      });
    },

    remove(itemId: string, item?: CartItemInfo): Promise<CartResult> {
      return change(ctx, async (api) => {
        const cartId = currentCartId();
        if (!cartId) throw api.cartFailure("Cart not found", 404, "cartNotFound");
        return api.deleteProduct({ cartId, itemId, region, locale, item });
      });
    },

    /**
     * Applies a promotion code to the bag (one per bag: it replaces the one applied). Quiet: the
     * promotion form says why a code is refused. `email` is the checkout's, when typed.
     */
    applyPromo(code: string, email?: string): Promise<CartResult> {
      return change(
        ctx,
        async (api) => {
          const cartId = currentCartId();
          if (!cartId) throw api.cartFailure("Cart not found", 404, "cartNotFound");
          return api.addPromo({ cartId, region, locale, code, ...(email && { email }) });
        },
        { quiet: true },
      );
    },

    /** Removes the bag's promotion code (and a marketing link's code waiting for the bag). */
    removePromo(): Promise<CartResult> {
      dropPending(browserStorage("local"));
      return change(
        ctx,
        async (api) => {
          const cartId = currentCartId();
          if (!cartId) throw api.cartFailure("Cart not found", 404, "cartNotFound");
          return api.deletePromo({ cartId, region, locale });
        },
        { quiet: true },
      );
    },

    /** A shared cart (`?cartId=`, customer service) becomes this browser's cart; the page explains failures. */
    openCartById(cartId: string): Promise<CartResult> {
      return change(
        ctx,
        async (api) => {
          if (!isCartId(cartId)) throw api.cartFailure("Cart not found", 404, "cartNotFound");
          return api.getCart({ cartId: cartId.toLowerCase(), region, locale });
        },
        { quiet: true },
      );
    },

    /** Abandoned-cart and repurchase links (`?order_id=&key=`): a new cart holding the order's lines. */
    rebuildFromOrder(orderId: number, key?: string, exp?: number): Promise<CartResult> {
      return change(ctx, (api) => api.cartFromOrder({ orderId, key, exp, region, locale }), { quiet: true });
    },

    /** Forgets the cart in this browser (after an order, on sign-out); the store's copy is left alone. */
    clear(): void {
      forget();
    },
  };
}

export type CartCommands = ReturnType<typeof cartCommands>;
