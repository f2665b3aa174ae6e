// The loopback names Next's NextURL spells "localhost" in the URL a proxy (proxy.ts) sees.
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;

/**
 * The host name Next is told, for the URLs it builds (not the address this server listens on).
 * Next compares a proxy's rewrite with `http://{hostname}:{port}`, but the rewrite's URL has
 * NextURL's "localhost" for a loopback host: told "127.0.0.1" (the default HOST), Next took every
 * rewrite (a filtered listing's, proxy.ts) for an external one and proxied it over HTTP to this
 * same server, a second request that carried the whole page through a socket (measured: the
 * filtered listing served a seventh of /robots.txt's requests/s, p99 near a second).
 */
export function nextHostname(host) {
  return LOOPBACK.test(host) ? "localhost" : host;
}
