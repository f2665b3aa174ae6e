import type { z } from "zod";
import { UPSTREAM_API_DEADLINE_MS } from "@/lib/constants";
import { reportError } from "@/lib/monitoring/report-error";
import { withUpstreamDeadline } from "./upstream";
import { commerceFailure } from "./commerce-failure";
import { refuseCrossSite } from "./origin";
import { parseInput, readJsonBody } from "./respond";

/**
 * Who calls a route, in the steps every route handler shares. Each answer is either what the
 * step found or a `Response` that ends the request (401, 403, 404, 429). The features provide
 * them (a shopper's session, a signed-in customer, a rate-limited account action, a staff member).
 */
export type Identity<B, I extends object, C = undefined> = {
  /** Asked before anything else: an answer here (the staff area where it is off: 404) ends the request. */
  guard?: () => Response | null;
  /** The caller from the request alone, before the body is read, so a stranger learns nothing of the contract. */
  caller?: (request: Request) => Promise<C | Response>;
  /** The handler's context from the valid body (the session, the country's store), or a refusal. */
  resolve: (body: B, request: Request, known: { raw: object; caller: C }) => Promise<I | Response>;
  /** After the answer is made, refused or not (the staff audit); a failure here is reported and changes nothing. */
  settle?: (response: Response, known: { body: B; caller: C }) => Promise<void>;
};

export type RouteOptions<B, I extends object, C> = {
  identity?: Identity<B, I, C>;
  /** `"allow"` only for reads that change nothing and act on no cookie; state changes refuse other sites (403). */
  crossSite?: "refuse" | "allow";
};

export type RouteHandler<B, I> = (body: B, context: I & { request: Request }) => Promise<Response>;

/**
 * The one path of our JSON route handlers (ADR 0018): the identity's guard, the
 * cross-site refusal, the caller, the JSON body parsed with the schema (400 naming the field),
 * the identity resolved and the handler run with every thrown error mapped by `commerceFailure`
 * (typed provider errors keep their status; anything else is 503, never a 500), then `settle`;
 * the upstream calls of all of it share one deadline (UPSTREAM_API_DEADLINE_MS).
 * The schema comes first, on its own, so that an identity's hooks are typed by its body.
 */
export function route<S extends z.ZodType>(
  schema: S,
  handle: RouteHandler<z.output<S>, object>,
): (request: Request) => Promise<Response>;
export function route<S extends z.ZodType, I extends object, C = undefined>(
  schema: S,
  options: RouteOptions<z.output<S>, I, C>,
  handle: RouteHandler<z.output<S>, I>,
): (request: Request) => Promise<Response>;
export function route<S extends z.ZodType, I extends object, C>(
  schema: S,
  ...rest: [RouteHandler<z.output<S>, I>] | [RouteOptions<z.output<S>, I, C>, RouteHandler<z.output<S>, I>]
): (request: Request) => Promise<Response> {
  const [{ identity, crossSite = "refuse" }, handle] =
    rest.length === 1 ? [{} as RouteOptions<z.output<S>, I, C>, rest[0]] : rest;
  const answer = async (request: Request): Promise<Response> => {
    const absent = identity?.guard?.();
    if (absent) return absent;
    const refused = crossSite === "refuse" ? refuseCrossSite(request) : null;
    if (refused) return refused;
    const caller = identity?.caller ? await mapped(() => identity.caller!(request)) : undefined;
    if (caller instanceof Response) return caller;
    const raw = await readJsonBody(request);
    if ("error" in raw) return raw.error;
    const parsed = parseInput(schema, raw.body);
    if ("error" in parsed) return parsed.error;
    const body = parsed.data;
    const known = { raw: raw.body, caller: caller as C };
    const response = await mapped(async () => {
      const context = identity ? await identity.resolve(body, request, known) : ({} as I);
      return context instanceof Response ? context : await handle(body, { ...context, request });
    });
    if (identity?.settle) {
      try {
        await identity.settle(response, { body, caller: known.caller });
      } catch (error) {
        reportError(error);
      }
    }
    return response;
  };
  // Every upstream call of the request shares one deadline, so a hanging store is answered 503
  // "try again" well before the browser's own timeout would tell the shopper she is offline.
  return (request) => withUpstreamDeadline(UPSTREAM_API_DEADLINE_MS, () => answer(request));
}

async function mapped<T>(step: () => Promise<T>): Promise<T | Response> {
  try {
    return await step();
  } catch (error) {
    return commerceFailure(error);
  }
}
