import type { ReviewErrorCode } from "./schema";

/** What a failed review call is about: a route's code, or the client's own (network, aborted, unknown). */
export type ReviewApiCode = ReviewErrorCode | "network" | "aborted" | "unknown";
