import { listingDocumentUrl } from "./listing-rewrite";

/**
 * The registered symbol of the slot in which the production server (server/listing-documents.mjs)
 * takes the app's listing rule: the server is plain JavaScript outside Next's bundles, so it takes
 * the app's own compiled function rather than a copy of the rule. The server opens the slot before
 * Next prepares the app; without a server (`next dev`) there is none and the proxy does it all.
 */
export const LISTING_DOCUMENT_URL = Symbol.for("lumina.listingDocumentUrl");

type Slot = { rule?: (url: string) => string | null };

/** Puts listingDocumentUrl in the server's slot, if a server opened one; called once at start (instrumentation-node.ts). */
export function offerListingDocumentUrl(): void {
  const slot = (globalThis as { [LISTING_DOCUMENT_URL]?: Slot })[LISTING_DOCUMENT_URL];
  if (slot) slot.rule = listingDocumentUrl;
}
