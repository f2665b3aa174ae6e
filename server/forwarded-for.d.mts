import type { IncomingMessage } from "node:http";

/** Appends the TCP peer's address to the request's X-Forwarded-For (or makes it the only entry). */
export declare function appendPeer(req: IncomingMessage): void;
/** Marks this process as one that applies the rule (the production start-up check looks for it). */
export declare function markPeerAppended(): void;
