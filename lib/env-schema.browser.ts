import type { ServerEnv } from "./env-schema";

/** What browsers get for `#env-schema` (see env-schema.ts): the server's environment is not theirs. */
export function parseServerEnv(): ServerEnv {
  throw new Error("The server environment is not available in the browser.");
}
