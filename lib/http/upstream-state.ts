import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Next bundles the proxy, the pages and the route handlers separately, each with its own copy of
 * this module, in one server process. Module-level state would give each copy its own breaker (so
 * a page would hang on an upstream the proxy already knows is down) and its own deadline scope, so
 * the state (upstream.ts's deadlines, last-good.ts's values) lives on globalThis under a registered
 * symbol that every copy finds.
 */
type UpstreamState = { lastGood: Map<string, unknown>; deadlines: AsyncLocalStorage<number> };
const STATE = Symbol.for("lumina.upstream.state");
const holder = globalThis as typeof globalThis & { [STATE]?: UpstreamState };
export const upstreamState = (holder[STATE] ??= { lastGood: new Map(), deadlines: new AsyncLocalStorage<number>() });
