/**
 * The data attribute of a product card's quick-add button, which the page's `CardControls`
 * handles: a plain module, so server components can import it (a constant imported from a
 * "use client" file would arrive as a client reference).
 */
export const CARD_ADD = "data-card-add";
