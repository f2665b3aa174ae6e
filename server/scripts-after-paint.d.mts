/** The inline queue that adds a page's scripts after its first paint. */
export declare const SCRIPT_QUEUE: string;
/** The page with Next's chunk scripts and script preloads replaced by queue calls (ADR 0034). */
export declare function scriptsAfterPaint(html: string): string;
