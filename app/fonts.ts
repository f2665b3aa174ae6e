import localFont from "next/font/local";

/** Self-hosted fonts (no network at run time): Noto Sans for Latin, Noto Sans Arabic. */
export const latinFont = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
  variable: "--font-latin",
  weight: "100 900",
  display: "swap",
});

export const arabicFont = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
  variable: "--font-arabic",
  weight: "100 900",
  // Not preloaded (English pages would pay 160 KB for it) and never swapped in late: a first
  // visit without it cached keeps the fallback rather than re-laying out the Arabic page
  // after its largest paint.
  display: "optional",
  preload: false,
});
