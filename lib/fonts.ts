/**
 * Web fonts served by app/fonts/[file]/route.ts at /fonts/{name}, read from FONT_DIR. They are
 * subsets of the pinned @fontsource fonts made by `npm run fonts` (scripts/subset-fonts.ts),
 * which writes this list and the @font-face rules of app/globals.css; a name carries its file's
 * content hash, so a remade font has a new address.
 */
export const FONT_DIR = "lib/fonts/files";

export const FONT_FILES = [
  "noto-sans-latin-wght-56509cd7.woff2",
  "noto-sans-arabic-400-d379f021.woff2",
  "noto-sans-arabic-600-72e3c025.woff2",
] as const;
