/** Types of compile-hints.mjs (a plain Node script, run after `next build`). */
export declare function addCompileHints(distDir: string): Promise<number>;
