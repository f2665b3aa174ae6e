import { z } from "zod";
import { JEWELLERY_BASE_PATH } from "@/lib/constants";

/**
 * The address of a locally drawn product picture:
 *
 *   /media/jewellery/{kind}/{tone}/{stone}/{view}-{variation}.{png|webp}[?w=320|640|960|1280]
 *
 * kind       ring | earrings | necklace | pendant | bracelet | bangle | anklet | set | coin | bar | tennis-bracelet
 * tone       yellow | white | rose | multicolored (gold) | silver
 * stone      diamond (also lab-grown and cubic zirconia) | pearl | emerald | ruby | sapphire | none
 * view       0 front on a light background, 1 angled close-up on a soft backdrop, 2 styled scene
 * variation  0-3 design variant of the kind (e.g. earrings: stud, drop, hoop, dangle);
 *            4-10 a charm motif: heart, star, evil eye, butterfly, crescent, clover, initial
 *
 * e.g. /media/jewellery/ring/white/diamond/0-0.png. The default width is 1280 (the largest product width).
 * Pure data: no database, so the picture of a product never costs a query.
 */
export const JEWELLERY_KINDS = [
  "ring",
  "earrings",
  "necklace",
  "pendant",
  "bracelet",
  "bangle",
  "anklet",
  "set",
  "coin",
  "bar",
  "tennis-bracelet",
] as const;
export const JEWELLERY_TONES = ["yellow", "white", "rose", "multicolored", "silver"] as const;
export const JEWELLERY_STONES = ["diamond", "pearl", "emerald", "ruby", "sapphire", "none"] as const;
export const JEWELLERY_WIDTHS = [320, 640, 960, 1280] as const;
export const JEWELLERY_VIEWS = 3;
export const JEWELLERY_VARIATIONS = 11;

export type JewelleryKind = (typeof JEWELLERY_KINDS)[number];
export type JewelleryTone = (typeof JEWELLERY_TONES)[number];
export type JewelleryStone = (typeof JEWELLERY_STONES)[number];
export type JewelleryFormat = "png" | "webp";

export type JewellerySpec = {
  kind: JewelleryKind;
  tone: JewelleryTone;
  stone: JewelleryStone;
  view: number;
  variation: number;
};

export function jewelleryImagePath(spec: JewellerySpec, format: JewelleryFormat = "png"): string {
  return `${JEWELLERY_BASE_PATH}/${spec.kind}/${spec.tone}/${spec.stone}/${spec.view}-${spec.variation}.${format}`;
}

const fileName = z
  .string()
  .regex(/^\d{1,2}-\d{1,2}\.(png|webp)$/, "the file name must look like {view}-{variation}.png or .webp")
  .transform((name) => {
    const [stem = "", format = "png"] = name.split(".");
    const [view = "0", variation = "0"] = stem.split("-");
    return { view: Number(view), variation: Number(variation), format: format as JewelleryFormat };
  })
  .refine((f) => f.view < JEWELLERY_VIEWS, `the view must be 0-${JEWELLERY_VIEWS - 1}`)
  .refine((f) => f.variation < JEWELLERY_VARIATIONS, `the variation must be 0-${JEWELLERY_VARIATIONS - 1}`);

const keySchema = z.tuple([z.enum(JEWELLERY_KINDS), z.enum(JEWELLERY_TONES), z.enum(JEWELLERY_STONES), fileName]);
const widthSchema = z.coerce
  .number()
  .refine((w) => (JEWELLERY_WIDTHS as readonly number[]).includes(w), `w must be one of ${JEWELLERY_WIDTHS.join(", ")}`)
  .default(1280);

export type JewelleryRequest = { spec: JewellerySpec; format: JewelleryFormat; width: number };

const SEGMENTS = ["kind", "tone", "stone", "file"] as const;
const SHAPE = "{kind}/{tone}/{stone}/{view}-{variation}.png";

/** Reads the key segments and the optional width; an error message names what is wrong. */
export function parseJewelleryKey(
  segments: readonly string[],
  width: string | null = null,
): { ok: true; value: JewelleryRequest } | { ok: false; error: string } {
  if (segments.length !== SEGMENTS.length)
    return { ok: false, error: `expected ${SHAPE}, got ${segments.length} segment(s)` };
  const key = keySchema.safeParse(segments);
  const w = widthSchema.safeParse(width ?? undefined);
  if (!key.success || !w.success) {
    const issues = [...(key.error?.issues ?? []), ...(w.error?.issues ?? [])];
    const where = (path: PropertyKey[]) => (typeof path[0] === "number" ? `${SEGMENTS[path[0]] ?? path[0]}: ` : "");
    return { ok: false, error: issues.map((i) => `${where(i.path)}${i.message}`).join("; ") };
  }
  const [kind, tone, stone, file] = key.data;
  return {
    ok: true,
    value: {
      spec: { kind, tone, stone, view: file.view, variation: file.variation },
      format: file.format,
      width: w.data,
    },
  };
}
