/**
 * What a hosted store adds to the provider interface (`CommerceProvider.hosted`): its own checkout
 * on its own origins, which a shopper signed in here must reach signed in and leave signed out,
 * and its webhooks about catalogue changes. The embedded store has none of it (its checkout is
 * ours, its changes revalidate where they are made), so callers test for `hosted` and never name
 * an adapter (docs/architecture.md, "Providers"; ADR 0004).
 */
export interface HostedCheckout {
  /**
   * Where to send a signed-in customer for `target`, an address of the country's checkout: the
   * link that lands her there signed in, or `target` itself when the store cannot make one
   * (no credentials configured). `null` when `target` is on none of the checkout's origins (an
   * open redirect refused).
   */
  loginUrl(customerId: number, target: string): Promise<string | null>;
  /**
   * The checkout page's way there: the login link (`signedIn: true`), or, when none can be made,
   * `target` itself with `signedIn: false`, so the page can tell her she continues as a guest
   * (the reason goes to the log).
   */
  checkoutLink(customerId: number, target: string): Promise<{ url: string; signedIn: boolean }>;
  /** The checkout's sign-out address, loaded in a hidden frame at sign-out (an origin the CSP's frame-src allows). */
  logoutUrl(): string;
  /**
   * The boutique the shopper chose here to collect from (collect in store), handed to the hosted
   * checkout before she goes there: its lines are to be collected at that boutique. `false` when
   * the store cannot (no such boutique there, no pickup method): she then chooses on its checkout.
   */
  handOverPickup(cartId: string, storeId: number): Promise<boolean>;
  /** Every origin the country's checkout may live on (the configured ones and those the store names). */
  checkoutOrigins(): Promise<string[]>;
}

/** What a webhook's change makes stale in its country: nothing, one product's pages, or the whole catalogue. */
export type HostedChange = { stale: "nothing" } | { stale: "product"; productId: number } | { stale: "catalogue" };

/** A webhook callback as one store reads it: not valid, not from this store, or its change. */
export type WebhookReading = { invalid: string } | { foreign: true } | { change: HostedChange };

export interface HostedWebhooks {
  /** Whether the store's webhooks are switched on (their secret configured); off, the route does not exist. */
  enabled(): boolean;
  /** Whether the request carries the secret the store's webhooks were created with (compared in constant time). */
  authentic(headers: Headers): boolean;
  /** A callback's JSON body (already read and size-checked) as this store's change. */
  read(body: unknown): WebhookReading;
}

export interface HostedStore {
  readonly checkout: HostedCheckout;
  readonly webhooks: HostedWebhooks;
}
