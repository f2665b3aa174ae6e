import css from "./globals.inline-css";

/** `#inline-css` on the production server: the compiled stylesheet, served by app/lumina.css/route.ts. */
export default css;
