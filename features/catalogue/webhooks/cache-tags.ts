import { z } from "zod";
import { REGION_CODES } from "@/lib/i18n/locales";

const regions = REGION_CODES.join("|");
/**
 * The cache tags the catalogue's pages carry, and the only ones a revalidation may name: the whole
 * catalogue (`catalogue`), one country's (`catalogue:sa`), one product of a country's store
 * (`product:sa:{sku}`, the SKU as its store spells it, without control characters). At most
 * 256 characters, Next's own limit for a tag.
 */
export const CACHE_TAG_PATTERN = new RegExp(
  `^(catalogue|catalogue:(${regions})|product:(${regions}):[^\\u0000-\\u001f\\u007f]+)$`,
);

export const cacheTag = z
  .string()
  .max(256)
  .regex(CACHE_TAG_PATTERN, { error: "must be catalogue, catalogue:{country} or product:{country}:{sku}" });

/** The body of a revalidation that names its tags: 1 to 64 of them. */
export const revalidateBody = z.object({ tags: z.array(cacheTag).min(1).max(64) });
