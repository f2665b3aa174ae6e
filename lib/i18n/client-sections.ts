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

/**
 * Texts only the server renders (page titles and descriptions, server-rendered pages such as the
 * store locator, help centre and mailbox, the account emails): no client component reads them,
 * so no page sends them to the browser (~2 KB of every English document, ~3 KB of every Arabic
 * one, in the RSC payload). A dotted name drops one subsection. client-sections.test.ts checks
 * that no client component uses them.
 */
export const SERVER_ONLY_SECTIONS = ["meta", "home", "breadcrumbs", "stores", "help", "mailbox", "langs", "auth.email"] as const;

type Bundle = Record<string, unknown>;

/** The shell's part of a `common` bundle: everything but the route-only and server-only sections. */
export function shellSections(common: Bundle): Bundle {
  const shell: Bundle = {};
  for (const [section, texts] of Object.entries(common)) {
    if (ROUTE_ONLY_SECTIONS.includes(section) || (SERVER_ONLY_SECTIONS as readonly string[]).includes(section)) continue;
    const dropped = SERVER_ONLY_SECTIONS.filter((name) => name.startsWith(`${section}.`)).map((name) => name.slice(section.length + 1));
    shell[section] = dropped.length && texts && typeof texts === "object" ? Object.fromEntries(Object.entries(texts).filter(([key]) => !dropped.includes(key))) : texts;
  }
  return shell;
}

/** Only the named sections of a `common` bundle. */
export function pickSections(common: Bundle, sections: readonly string[]): Bundle {
  return Object.fromEntries(Object.entries(common).filter(([section]) => sections.includes(section)));
}
