/** `#inline-css` in browsers and in development (app/_styles/inline-styles.tsx): no inline stylesheet. */
const css = "";
export default css;
