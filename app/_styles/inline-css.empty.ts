/** `#inline-css` in browsers and in development (app/lumina.css/route.ts): empty. */
const css = "";
export default css;
