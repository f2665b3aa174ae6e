/** `#global-css` outside development: the stylesheet comes inline instead (app/_styles/inline-styles.tsx). */
export {};
