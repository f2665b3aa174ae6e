/** Serving a standalone output: the build's config goes to Next as its standalone server.js gives it; true when it did. */
export declare function applyStandaloneConfig(dir: string, env?: Record<string, string | undefined>): boolean;
