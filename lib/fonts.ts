/**
 * Web fonts served by app/fonts/[file]/route.ts at /fonts/{name}, by the file in node_modules
 * each name is read from. app/globals.css declares their @font-face rules.
 */
export const FONT_FILES = {
  "noto-sans-latin-wght.woff2": "@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
  "noto-sans-arabic-400.woff2": "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2",
  "noto-sans-arabic-600.woff2": "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2",
} as const;

/** Each direction's files, fetched after a first page loads (app/[locale]/_shell/web-fonts.tsx). */
export const WEB_FONTS_BY_DIRECTION: Record<"ltr" | "rtl", (keyof typeof FONT_FILES)[]> = {
  ltr: ["noto-sans-latin-wght.woff2"],
  rtl: ["noto-sans-latin-wght.woff2", "noto-sans-arabic-400.woff2", "noto-sans-arabic-600.woff2"],
};

const WEB_FONTS_KEY = "lumina-web-fonts-";
/** The local-storage key that says this direction's web fonts are in the browser's cache. */
export const webFontsKey = (direction: "ltr" | "rtl") => WEB_FONTS_KEY + direction;

/**
 * The locale layout's first script: before anything is drawn, turns the web fonts on
 * (`data-web-fonts` on <html>, app/globals.css) when an earlier page has cached them.
 */
export const WEB_FONTS_SCRIPT = `try{var d=document.documentElement;if(localStorage.getItem("${WEB_FONTS_KEY}"+(d.dir==="rtl"?"rtl":"ltr"))==="1")d.setAttribute("data-web-fonts","")}catch(e){}`;
