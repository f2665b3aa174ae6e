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
});
