/**
 * Which sections (top-level keys) of the `common` namespace reach the browser. The layout sends
 * every page the shell's sections; the account and checkout routes add theirs in their own
 * layouts (components/i18n/route-translations.tsx). The four route sections are about half of
 * `common` (~18 KB of Arabic text) that every listing and product page would otherwise carry
 * in its RSC payload and hand to i18next at hydration.
 *
 * A client component that uses one of these sections must render only under a route that
 * loads it: client-sections.test.ts checks where such components live and who imports them.
 */
export const ROUTE_SECTIONS = {
  // The address book's form shares checkout's address fields and messages.
  account: ["account", "returns", "reviews", "checkout"],
  checkout: ["checkout"],
  staff: ["staff"],
} as const;

export const ROUTE_ONLY_SECTIONS: readonly string[] = [...new Set(Object.values(ROUTE_SECTIONS).flat())];

type Bundle = Record<string, unknown>;

/** The shell's part of a `common` bundle: everything but the route-only sections. */
export function shellSections(common: Bundle): Bundle {
  return Object.fromEntries(Object.entries(common).filter(([section]) => !ROUTE_ONLY_SECTIONS.includes(section)));
}

/** Only the named sections of a `common` bundle. */
export function pickSections(common: Bundle, sections: readonly string[]): Bundle {
  return Object.fromEntries(Object.entries(common).filter(([section]) => sections.includes(section)));
}
