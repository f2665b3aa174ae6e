import "server-only";
import type { RegionCode } from "@/lib/i18n/locales";
import { bigCommerceConfig, type BigCommerceConfig } from "./config";
import { createGraphQLClient, type GraphQLOptions, type GraphQLRequest } from "./graphql";
import { createRestClient, type RestClient, type RestOptions, type RestParams } from "./rest";

export {
  BigCommerceError,
  BigCommerceGraphQLError,
  type BigCommerceErrorBody,
  type StorefrontErrorEntry,
} from "./errors";
export type { BigCommerceConfig, GraphQLOptions, GraphQLRequest, RestClient, RestOptions, RestParams };

/**
 * One country's BigCommerce clients (ADR 0021): the Management API over REST (`X-Auth-Token`) and
 * the Storefront GraphQL API (private token as Bearer), each through upstreamFetch under its own
 * breaker, `bigcommerce:{region}:rest` and `bigcommerce:{region}:graphql`.
 */
export type BigCommerceClients = {
  region: RegionCode;
  rest: RestClient;
  graphql: GraphQLRequest;
  channelId: number;
  storeHash: string;
  /** The breaker names, for logs and tests. */
  upstreams: { rest: string; graphql: string };
};

export function createBigCommerceClients(config: BigCommerceConfig): BigCommerceClients {
  const upstreams = { rest: `bigcommerce:${config.region}:rest`, graphql: `bigcommerce:${config.region}:graphql` };
  return {
    region: config.region,
    rest: createRestClient(config, upstreams.rest),
    graphql: createGraphQLClient(config, upstreams.graphql),
    channelId: config.channelId,
    storeHash: config.storeHash,
    upstreams,
  };
}

const clients = new Map<RegionCode, BigCommerceClients>();

/** The clients of a country's store from the server environment (made once per country). */
export function bigCommerceClients(region: RegionCode): BigCommerceClients {
  let found = clients.get(region);
  if (!found) clients.set(region, (found = createBigCommerceClients(bigCommerceConfig(region))));
  return found;
}
