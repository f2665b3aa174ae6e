import type { IncomingMessage } from "node:http";

/** The request header the proxy's matcher skips product pages on. */
export declare const PRODUCT_ADDRESS_HEADER: "x-lumina-product-address";
/** Opens the slot the app puts its product page check in when Next prepares it (product-documents.mjs). */
export declare function openProductPageSlot(): void;
/**
 * Drops any mark the client sent, then marks a product page's load whose address is canonical (or
 * could not be checked); undefined for every other request.
 */
export declare function markProductPage(
  req: IncomingMessage,
  rule?: ((url: string) => Promise<boolean>) | undefined,
): Promise<boolean> | undefined;
