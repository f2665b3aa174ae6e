/**
 * The set-up's HTTP to one store: the Management API (`X-Auth-Token`) and the channel's Storefront
 * GraphQL API (private token as Bearer). A script's client, not the storefront's: it answers every
 * status to the step that asked (a 403 names a missing scope there) and throws only when the store
 * cannot be reached at all. No retries: a person runs it and can run it again.
 */
export type StoreAccess = {
  apiUrl: string;
  storeHash: string;
  accessToken: string;
  storefrontToken: string;
  graphqlUrl: string;
};
export type Answer = { status: number; body: unknown };
export type Query = Record<string, string | number | undefined>;

/** The store did not answer (network, timeout, a body that is not JSON). */
export class SetupRequestError extends Error {}

const TIMEOUT_MS = 15_000;

export interface SetupClient {
  rest(method: "GET" | "POST" | "PUT", path: string, options?: { query?: Query; body?: unknown }): Promise<Answer>;
  graphql(query: string, token?: string): Promise<Answer>;
}

async function send(url: string, init: RequestInit, what: string): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SetupRequestError(
      `${what}: the store did not answer (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    throw new SetupRequestError(`${what}: answered ${response.status} with a body that is not JSON`);
  }
}

export function setupClient(access: StoreAccess): SetupClient {
  const base = new URL(`/stores/${access.storeHash}`, access.apiUrl).toString();
  return {
    rest(method, path, options = {}) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(options.query ?? {}))
        if (value !== undefined) search.set(key, String(value));
      const url = `${base}${path}${search.size ? `?${search}` : ""}`;
      const headers: Record<string, string> = { "X-Auth-Token": access.accessToken, Accept: "application/json" };
      if (options.body !== undefined) headers["Content-Type"] = "application/json";
      return send(
        url,
        { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
        `${method} ${path}`,
      );
    },
    graphql(query, token = access.storefrontToken) {
      const headers = {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      };
      return send(
        access.graphqlUrl,
        { method: "POST", headers, body: JSON.stringify({ query }) },
        "Storefront GraphQL",
      );
    },
  };
}
