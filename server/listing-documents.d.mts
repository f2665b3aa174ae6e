import type { IncomingMessage } from "node:http";

/** Opens the slot the app puts its listing rule in when Next prepares it (listing-documents.mjs). */
export declare function openListingDocumentSlot(): void;
/** Moves `req.url` of a listing's page load to its cached page's address; returns whether it did. */
export declare function routeListingDocument(
  req: IncomingMessage,
  rule?: ((url: string) => string | null) | undefined,
): boolean;
