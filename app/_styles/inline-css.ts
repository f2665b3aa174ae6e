import css from "./globals.inline-css";

/** `#inline-css` on the production server: the compiled stylesheet (app/_styles/inline-styles.tsx). */
export default css;
