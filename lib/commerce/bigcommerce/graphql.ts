import "server-only";
import { ClientError, GraphQLClient } from "graphql-request";
import { statusError, upstreamFetch, UpstreamError } from "@/lib/http/upstream";
import type { BigCommerceConfig } from "./config";
import { BigCommerceGraphQLError, type StorefrontErrorEntry } from "./errors";

export type GraphQLOptions = {
  /** A signed-in shopper's context (`X-Bc-Customer-Access-Token`, from the login mutation). */
  customerAccessToken?: string;
  signal?: AbortSignal;
};

/**
 * A Storefront GraphQL request: the data, or `BigCommerceGraphQLError` when the answer carries
 * `errors` (its `code` is `extensions.code`); a 401/403 (bad token), timeouts, 429/5xx left after
 * the retries and network failures throw `UpstreamError`. Queries are reads (retried); a document
 * starting with `mutation` is sent once.
 */
export type GraphQLRequest = <TResult, TVariables extends Record<string, unknown> = Record<string, unknown>>(
  document: string,
  variables?: TVariables,
  options?: GraphQLOptions,
) => Promise<TResult>;

const isMutation = (document: string) => /^\s*(#[^\n]*\n\s*)*mutation\b/.test(document);
const operationNameOf = (document: string) => /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];

function mapClientError(upstream: string, error: ClientError, operationName: string | undefined): Error {
  const { status, errors } = error.response;
  // A refused token is the store being unusable, not an answer: the page shows error.tsx or a last good copy.
  if (status === 401 || status === 403)
    return statusError(upstream, new Response(null, { status }), `GraphQL ${operationName ?? "request"}`);
  if (errors?.length) return new BigCommerceGraphQLError(operationName, errors as unknown as StorefrontErrorEntry[]);
  return statusError(upstream, new Response(null, { status }), `GraphQL ${operationName ?? "request"}`);
}

export function createGraphQLClient(config: BigCommerceConfig, upstream: string): GraphQLRequest {
  // One client per kind of request: the retry policy is chosen with the `fetch` it is given.
  const clientFor = (idempotent: boolean) =>
    new GraphQLClient(config.graphqlUrl, {
      headers: { authorization: `Bearer ${config.storefrontToken}` },
      fetch: (url: RequestInfo | URL, init?: RequestInit) =>
        upstreamFetch(upstream, url instanceof Request ? url.url : url, { ...init, idempotent }),
    });
  const reads = clientFor(true);
  const writes = clientFor(false);

  return async function graphql<TResult, TVariables extends Record<string, unknown>>(
    document: string,
    variables?: TVariables,
    options: GraphQLOptions = {},
  ) {
    const operationName = operationNameOf(document);
    const requestHeaders: Record<string, string> = options.customerAccessToken
      ? { "X-Bc-Customer-Access-Token": options.customerAccessToken }
      : {};
    try {
      return await (isMutation(document) ? writes : reads).request<TResult>({
        document,
        variables: variables as Record<string, unknown> | undefined,
        requestHeaders,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof ClientError) throw mapClientError(upstream, error, operationName);
      if (error instanceof UpstreamError) throw error;
      // A body that is not GraphQL's JSON (a proxy's HTML page) is an upstream fault too.
      if (error instanceof Error && !(error.name === "AbortError"))
        throw new UpstreamError(
          upstream,
          "invalid",
          `GraphQL ${operationName ?? "request"} answered an unreadable body`,
          { cause: error },
        );
      throw error;
    }
  } as GraphQLRequest;
}
