import { z } from "zod";
import { localeField } from "@/lib/http/fields";

/** At most this many variants per question: a bag's lines or a product's sizes. */
export const PICKUP_MAX_VARIANTS = 60;

/**
 * GET /api/pickup/stock?locale=&variants=1,2,3: each boutique of the locale's country with its
 * stock of these variants (comma-separated ids, at most PICKUP_MAX_VARIANTS).
 */
export const pickupStockParams = z.object({
  locale: localeField,
  variants: z
    .string({ error: "must be variant ids separated by commas" })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: "must be variant ids separated by commas" })
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.length <= PICKUP_MAX_VARIANTS, { error: `must name at most ${PICKUP_MAX_VARIANTS} variants` })
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), { error: "must be variant ids" }),
});
