/** pino `redact` paths: credentials, session material and personal data, at the top level and nested up to four levels. */
export declare const REDACT_PATHS: string[];
/** The replacement of a redacted value. */
export declare const REDACTED: "[redacted]";
/** Keeps a URL's path and parameter names; replaces the values of sensitive query parameters with "[redacted]". */
export declare function scrubUrl(url: string): string;
