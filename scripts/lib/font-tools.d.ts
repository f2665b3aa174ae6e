// The font tools of `npm run fonts` (scripts/lib/font-subsets.ts) ship no types: the parts used.

declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
  };
  /** hb-subset: the font (TrueType, WOFF or WOFF2) cut to the glyphs `text` and shaping reach. */
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(
      font: Buffer,
      to: "sfnt" | "truetype" | "woff" | "woff2",
      from?: "sfnt" | "truetype" | "woff" | "woff2",
    ): Promise<Buffer>;
  };
  export default fontverter;
}
