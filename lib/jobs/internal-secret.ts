import { randomBytes } from "node:crypto";
import { sameSecret } from "@/lib/http/same-secret";

/**
 * The secret a job worker shows its own server (`POST /api/revalidate` over loopback) to do what
 * only a request may: Next's `revalidateTag` throws outside one. Made at random when first asked
 * for, never written anywhere, one per process: every bundle of the process (the worker and the
 * route are separate module graphs) finds it on globalThis, and no other process can know it.
 */
const KEY = Symbol.for("lumina.internal-revalidate");
const holder = globalThis as unknown as { [KEY]?: string };

export function internalSecret(): string {
  return (holder[KEY] ??= randomBytes(32).toString("hex"));
}

/** Whether `given` is this process's internal secret, compared in constant time. */
export function isInternalSecret(given: string): boolean {
  return sameSecret(internalSecret(), given);
}

/** Hosts a server listening on every interface is called at: its own loopback. */
const WILDCARDS = new Set(["", "0.0.0.0", "::", "[::]"]);

/**
 * The address this process's server is reached at from the process itself: HOST, or 127.0.0.1
 * when HOST is every interface (0.0.0.0, ::), IPv6 in brackets for a URL.
 */
export function ownHost(host: string): string {
  if (WILDCARDS.has(host)) return "127.0.0.1";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/**
 * Whether a TCP peer is this machine: a loopback address, or the one interface the server listens
 * on (a server bound to 10.0.0.5 is called from 10.0.0.5; nobody else can connect from it).
 */
export function isOwnPeer(peer: string | null, host: string): boolean {
  if (!peer) return false;
  const address = peer.replace(/^::ffff:/, "").replace(/^\[|\]$/g, "");
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === "::1") return true;
  return !WILDCARDS.has(host) && address === host.replace(/^\[|\]$/g, "");
}
