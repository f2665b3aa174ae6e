import { http, HttpResponse, type HttpHandler } from "msw";
import {
  MANAGEMENT_API_ORIGIN,
  findOperation,
  validateParameters,
  validateRequestBody,
  validateResponseBody,
} from "../../contracts/bigcommerce/validate";
import type { FakeParts } from "./fake-types";
import { v3Error, type FakeBigCommerceStore } from "./store";

/**
 * `PUT /v3/customers` (update customers: names, phone, `authentication.new_password`), which the
 * fake store does not route. Put these handlers before `fake.handlers`; they check the token,
 * validate the request and the answer with the contract kit like the fake does, record
 * violations on `fake.violations`, and answer from the fake's own customers.
 */
const refusal = (status: number, title: string) =>
  HttpResponse.json(v3Error(status, title).body as Record<string, unknown>, { status });

export function customerUpdateHandlers(fake: FakeParts): HttpHandler[] {
  return fake.configs.map((config) =>
    http.put(`${MANAGEMENT_API_ORIGIN}/stores/${config.storeHash}/v3/customers`, async ({ request }) => {
      const store = fake.stores[config.country];
      const url = new URL(request.url);
      const body = (await request.json()) as ({
        id: number;
        first_name?: string;
        last_name?: string;
        phone?: string;
        authentication?: { new_password?: string };
      } & Record<string, unknown>)[];
      fake.requests.push({
        country: config.country,
        method: "PUT",
        url: request.url,
        operation: "PUT /v3/customers",
        headers: Object.fromEntries(request.headers),
        body,
      });
      if (request.headers.get("x-auth-token") !== config.accessToken) return refusal(401, "Unauthorized");
      const match = findOperation("PUT", url)!;
      const problems = [...validateParameters(match, url.searchParams), ...validateRequestBody(match, body)];
      if (problems.length) {
        fake.violations.push(`The request PUT /v3/customers: ${problems.join("; ")}`);
        return refusal(422, problems.join("; "));
      }
      const missing = body.find((c) => !store.customers.has(c.id));
      if (missing) return refusal(422, `Customer ${missing.id} does not exist`);
      const saved = body.map((input) => {
        const customer = store.customers.get(input.id)!;
        if (input.first_name !== undefined) customer.firstName = input.first_name;
        if (input.last_name !== undefined) customer.lastName = input.last_name;
        if (input.phone !== undefined) customer.phone = input.phone;
        if (input.authentication?.new_password !== undefined) customer.password = input.authentication.new_password;
        customer.modified = new Date();
        return customer;
      });
      // The answer is the fake's own customer body (private to the store: the same shape its reads give).
      const bodyOf = (
        store as unknown as {
          customerBody: FakeBigCommerceStore["customers"] extends Map<number, infer C>
            ? (c: C, include: string[]) => unknown
            : never;
        }
      ).customerBody.bind(store);
      const answer = { data: saved.map((c) => bodyOf(c, [])), meta: {} };
      const wrong = validateResponseBody(match, 200, answer);
      if (wrong.length) fake.violations.push(`The fake's answer to PUT /v3/customers: ${wrong.join("; ")}`);
      return HttpResponse.json(answer as Record<string, unknown>);
    }),
  );
}
