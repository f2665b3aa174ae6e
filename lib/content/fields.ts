import { z } from "zod";

/**
 * Rules every content source obeys, whoever typed the value (a file in this repository or an
 * editor in the CMS): a link cannot be `javascript:`, a colour is a colour.
 */
export const contentText = z.string().trim().min(1);
/** Locale-relative path ("/miss-l", "/{listing}/rings") or an absolute https address. */
export const contentUrl = z.string().regex(/^(\/|https:\/\/)/, 'must start with "/" or "https://"');
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");
