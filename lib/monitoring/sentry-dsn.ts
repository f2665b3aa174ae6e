/**
 * A Sentry DSN, `{protocol}://{public key}@{host}{path}/{project id}`, as far as the tunnel needs
 * it: where its envelopes go and which project it names. Parsed with the WHATWG URL parser, so
 * the host compared is the one a request would really reach (lower-cased, default port dropped).
 */
export type SentryDsn = {
  /** `https:` (or `http:` for a self-hosted Sentry without TLS). */
  protocol: string;
  /** Host name with its port when it has one: what two DSNs must share. */
  host: string;
  /** A self-hosted Sentry under a sub-path (`/sentry`), else empty. */
  pathPrefix: string;
  projectId: string;
};

/** The DSN's parts, or `null` when it is not one (no public key, no numeric project id, not http(s)). */
export function parseDsn(value: unknown): SentryDsn | null {
  if (typeof value !== "string" || !URL.canParse(value)) return null;
  const url = new URL(value);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.username || !url.hostname) return null;
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!match) return null;
  return { protocol: url.protocol, host: url.host, pathPrefix: match[1]!, projectId: match[2]! };
}

/** Same Sentry, same project: the envelope may be relayed to the configured DSN's ingest. */
export const sameProject = (a: SentryDsn, b: SentryDsn): boolean => a.host === b.host && a.projectId === b.projectId;

/** Sentry's envelope endpoint of a project: `{protocol}//{host}{path}/api/{project id}/envelope/`. */
export const envelopeEndpoint = (dsn: SentryDsn): string =>
  `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
