import localFont from "next/font/local";

/** Self-hosted fonts (no network at run time): Noto Sans for Latin, Noto Sans Arabic. */
export const latinFont = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
  variable: "--font-latin",
  weight: "100 900",
  display: "swap",
});

/**
 * Arabic in two static weights (about 50 KB each; 500 falls back to 400) rather than the 166 KB
 * variable font: on a phone's connection the font competes with the hero image for bandwidth.
 * Not preloaded, and used only on right-to-left pages (globals.css), so English pages never
 * fetch it; `optional` means a first visit without it cached keeps the fallback instead of
 * re-laying out the page after its largest paint.
 */
export const arabicFont = localFont({
  src: [
    { path: "../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2", weight: "400" },
    { path: "../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2", weight: "600" },
  ],
  variable: "--font-arabic",
  display: "optional",
  preload: false,
  // The Arabic subset's range (as fontsource declares it; font options must be literals): without it a browser must download
  // the font to learn it has no glyph for a Latin letter or digit on the page, even where the
  // installed "Noto Sans Arabic" ahead of it in --font-sans already draws all the Arabic.
  declarations: [{ prop: "unicode-range", value: "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EEFF" }],
});
