// app/_styles/globals.inline-css, compiled to a string by scripts/lib/tailwind-string-loader.cjs.
declare module "*.inline-css" {
  const css: string;
  export default css;
}
