/** A navigation entry with its address resolved for the locale: what the header hands its menus. */
export type ResolvedNavItem = { text: string; url: string; newTab?: boolean; children?: ResolvedNavItem[] };
