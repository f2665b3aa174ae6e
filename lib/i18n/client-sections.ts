/**
 * Which sections (top-level keys) of the `common` namespace reach the browser, and when. The
 * layout sends every page the shell's sections. Three other kinds stay out of every page's RSC
 * payload (ADR 0035: the Arabic home's document was 163 KB, of which 22 KB were strings):
 *
 * - route sections: the routes that render them send them (ROUTE_SECTIONS, through
 *   components/i18n/route-translations.tsx);
 * - lazy sections: the shell's drawers, dialogs, search panel and toasts read them only once a
 *   shopper opens or triggers one, so the browser fetches them then (`useSections` and
 *   `loadSections` in lib/i18n/client.tsx, one answer of app/api/translations/[lang]; ADR 0035);
 *   a route that draws them at once (the cart page) sends them like a route section;
 * - server-only sections (below).
 *
 * client-sections.test.ts checks that a client component using a route section renders only
 * under its route, and that every one reading a lazy section asks for it.
 */
export const LAZY_SECTIONS = ["cart", "auth", "wishlist", "product"] as const;
export type LazySection = (typeof LAZY_SECTIONS)[number];

export const ROUTE_SECTIONS = {
  // The address book's form shares checkout's address fields and messages; the wishlist page
  // and the password form are the account's too.
  account: ["account", "returns", "reviews", "checkout", "wishlist", "auth", "product", "track", "pickup"],
  // Pieces' options ("Size: 7") read the product texts.
  checkout: ["checkout", "product", "pickup"],
  staff: ["staff"],
  // The timeline names a return's status.
  track: ["track", "returns", "pickup"],
  // Client-drawn cards (the recommended rail) read the product texts.
  listing: ["listing", "product"],
  cart: ["cart", "product"],
  auth: ["auth"],
  // The product page's heart button names its action; collect in store says where a piece is.
  product: ["product", "wishlist", "pickup"],
} as const satisfies Record<string, readonly string[]>;

/** Sections only routes send (the lazy ones are not among them: the shell fetches those). */
export const ROUTE_ONLY_SECTIONS: readonly string[] = [...new Set(Object.values(ROUTE_SECTIONS).flat())].filter(
  (section) => !(LAZY_SECTIONS as readonly string[]).includes(section),
);

/**
 * Texts only the server renders (page titles and descriptions, server-rendered pages such as the
 * store locator, help centre and mailbox, the account emails): no client component reads them,
 * so no page sends them to the browser (~2 KB of every English document, ~3 KB of every Arabic
 * one, in the RSC payload). A dotted name drops one subsection. client-sections.test.ts checks
 * that no client component uses them.
 */
export const SERVER_ONLY_SECTIONS = [
  "meta",
  "home",
  "breadcrumbs",
  "stores",
  "help",
  "mailbox",
  "langs",
  "auth.email",
] as const;

type Bundle = Record<string, unknown>;

/** A `common` bundle without what only the server reads. */
function clientSections(common: Bundle): Bundle {
  const client: Bundle = {};
  for (const [section, texts] of Object.entries(common)) {
    if ((SERVER_ONLY_SECTIONS as readonly string[]).includes(section)) continue;
    const dropped = SERVER_ONLY_SECTIONS.filter((name) => name.startsWith(`${section}.`)).map((name) =>
      name.slice(section.length + 1),
    );
    client[section] =
      dropped.length && texts && typeof texts === "object"
        ? Object.fromEntries(Object.entries(texts).filter(([key]) => !dropped.includes(key)))
        : texts;
  }
  return client;
}

/** The shell's part of a `common` bundle: everything but the route-only, lazy and server-only sections. */
export function shellSections(common: Bundle): Bundle {
  const apart: readonly string[] = [...ROUTE_ONLY_SECTIONS, ...LAZY_SECTIONS];
  return Object.fromEntries(Object.entries(clientSections(common)).filter(([section]) => !apart.includes(section)));
}

/** Only the named sections of a `common` bundle, as the browser gets them (no server-only text). */
export function pickSections(common: Bundle, sections: readonly string[]): Bundle {
  return Object.fromEntries(Object.entries(clientSections(common)).filter(([section]) => sections.includes(section)));
}
