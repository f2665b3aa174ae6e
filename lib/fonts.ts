/**
 * Web fonts served by app/fonts/[file]/route.ts at /fonts/{name}, by the file in node_modules
 * each name is read from. app/globals.css declares their @font-face rules.
 */
export const FONT_FILES = {
  "noto-sans-latin-wght.woff2": "@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
  "noto-sans-arabic-400.woff2": "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2",
  "noto-sans-arabic-600.woff2": "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2",
} as const;
