import { CommerceError } from "../errors";

/** The error envelope the Management API answers with (v3 `{status, title, type, errors}`; v2 is a list of `{status, message}`). */
export type BigCommerceErrorBody = {
  status?: number;
  title?: string;
  type?: string;
  detail?: string;
  errors?: Record<string, string> | string[];
};

/**
 * A Management API refusal (a 4xx other than 401/403, 408 and 429): the adapter decides what it
 * means (404: no such cart, 409: a stale version, 422: not enough stock). Outages and bad
 * credentials are `UpstreamError`s instead, so that pages show the error view or a last good copy.
 */
export class BigCommerceError extends CommerceError {
  constructor(
    /** `GET /v3/carts/{cartId}` as called (path with values). */
    readonly operation: string,
    readonly status: number,
    readonly body: BigCommerceErrorBody,
  ) {
    super(`BigCommerce ${operation} answered ${status}${body.title ? `: ${body.title}` : ""}`);
  }

  get title(): string | undefined {
    return this.body.title;
  }
}

/** One entry of a Storefront answer's `errors`, as the API sends it. */
export type StorefrontErrorEntry = {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string } & Record<string, unknown>;
};

/**
 * The Storefront GraphQL API answered with `errors` (a document it refused, `NOT_FOUND`,
 * `INSUFFICIENT_ACCESS_SCOPE`, ...). `code` is the first error's `extensions.code`.
 */
export class BigCommerceGraphQLError extends CommerceError {
  readonly code: string | undefined;
  constructor(
    readonly operationName: string | undefined,
    readonly errors: StorefrontErrorEntry[],
  ) {
    const first = errors[0];
    super(
      `BigCommerce GraphQL ${operationName ?? "request"} failed${first?.extensions?.code ? ` (${first.extensions.code})` : ""}: ${first?.message ?? "no message"}`,
    );
    this.code = first?.extensions?.code;
  }
}
