import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * Vendor HTML (a product description from the embedded store or BigCommerce) is reduced on the
 * server to an allow-list by sanitize-html, a real HTML parser, before the page sends it as
 * markup. `server-only` keeps the parser out of browser bundles.
 *
 * - Kept: paragraphs, line breaks, emphasis, lists, section headings (h1/h2 become h3: the page
 *   has its own single h1) and links. No attribute survives but a link's address.
 * - Links: only absolute http(s) and mailto addresses; any other (javascript:, data:, relative,
 *   protocol-relative) loses its href. Every link gets `rel="noopener noreferrer nofollow"` (the
 *   vendor's links are not ours to vouch for) and no `target`.
 * - Removed with their content: script, style, iframe and other non-text elements. Other unknown
 *   elements lose their markup and keep their text.
 * - Entities are decoded (`&rsquo;` is written as ’); only `& < > "` stay escaped.
 */
export const VENDOR_LINK_REL = "noopener noreferrer nofollow";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "template",
    "title",
    "svg",
    "math",
  ],
  transformTags: {
    b: "strong",
    i: "em",
    h1: "h3",
    h2: "h3",
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      // Absolute addresses only: sanitize-html drops unsafe schemes but lets relative ones through.
      const absolute = /^(https?:\/\/|mailto:)/i.test(href);
      return { tagName, attribs: { ...(absolute ? { href } : {}), rel: VENDOR_LINK_REL } };
    },
  },
};

/** The vendor's HTML reduced to the allow-list above, safe to send as markup. */
export function sanitizeVendorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
