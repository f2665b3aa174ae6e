import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { REDACTED, scrubUrl } from "./redact.mjs";
import { REQUEST_CONTEXT_KEY, type RequestContext } from "./request-context";

/** A logger at `info` whose lines are collected instead of written to stdout. */
function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) }, { level: "info" });
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const SECRETS = {
  password: "hunter2-password",
  currentPassword: "old-secret-pass",
  token: "tok_9f8e7d6c5b4a",
  email: "layla@example.sa",
  authorization: "Bearer abcdef123456",
  cookie: "lumina_session=s3ss10n",
  phone: "+966501234567",
};

afterEach(() => {
  delete (globalThis as { [REQUEST_CONTEXT_KEY]?: unknown })[REQUEST_CONTEXT_KEY];
});

describe("logger", () => {
  it("writes one JSON line with the service name, the level and the message", () => {
    const { logger, records } = capture();
    logger.info({ route: "/api/ready" }, "ready checked");
    expect(records()).toEqual([
      expect.objectContaining({ service: "lumina", level: 30, msg: "ready checked", route: "/api/ready" }),
    ]);
  });

  it("leaves no password, token, e-mail, authorization or cookie in a line, at the top or nested", () => {
    const { logger, lines } = capture();
    logger.warn(
      {
        ...SECRETS,
        req: {
          headers: {
            authorization: SECRETS.authorization,
            cookie: SECRETS.cookie,
            "set-cookie": ["lumina_session=s3ss10n"],
            "x-request-id": "r-1",
          },
        },
        body: { customer: { email: SECRETS.email, newPassword: "new-secret-pass", address: { phone: SECRETS.phone } } },
        err: { cause: { request: { token: SECRETS.token, accessToken: "at_123456789" } } },
      },
      "sign-in failed",
    );
    const output = lines.join("");
    for (const value of [...Object.values(SECRETS), "new-secret-pass", "at_123456789", "s3ss10n"])
      expect(output).not.toContain(value);
    expect(output).toContain(REDACTED);
    // Fields that are not sensitive stay readable.
    expect(output).toContain('"x-request-id":"r-1"');
  });

  it("adds the request id of the request being served, and none outside a request", () => {
    const storage = new AsyncLocalStorage<RequestContext>();
    (globalThis as { [REQUEST_CONTEXT_KEY]?: unknown })[REQUEST_CONTEXT_KEY] = storage;
    const { logger, records } = capture();
    storage.run({ id: "req-42", upstream: [] }, () => logger.info("inside"));
    logger.info("outside");
    const [inside, outside] = records();
    expect(inside).toMatchObject({ msg: "inside", reqId: "req-42" });
    expect(outside).not.toHaveProperty("reqId");
  });
});

describe("scrubUrl", () => {
  it("keeps the path and harmless parameters and hides the values of sensitive ones", () => {
    const url = `/en-sa/verify-email?email=${encodeURIComponent(SECRETS.email)}&token=${SECRETS.token}&page=2`;
    const scrubbed = scrubUrl(url);
    expect(scrubbed).toBe(`/en-sa/verify-email?email=${REDACTED}&token=${REDACTED}&page=2`);
  });

  it("hides order keys, cart ids, codes and signatures, whatever their case, in full URLs too", () => {
    const scrubbed = scrubUrl(
      "https://shop.test/en-sa/checkout/confirmation?order=12&Key=k-secret&cartId=c-secret&code=c0de&signature=s1g&JWT=j.w.t",
    );
    for (const value of ["k-secret", "c-secret", "c0de", "s1g", "j.w.t"]) expect(scrubbed).not.toContain(value);
    expect(scrubbed).toContain("order=12");
    expect(scrubbed.startsWith("https://shop.test/en-sa/checkout/confirmation?")).toBe(true);
  });

  it("leaves a URL without a query as it is", () => {
    expect(scrubUrl("/en-sa/p/ring-sku-123")).toBe("/en-sa/p/ring-sku-123");
  });

  it("a logged URL goes through scrubUrl before it reaches a line", () => {
    const { logger, lines } = capture();
    logger.info({ url: scrubUrl(`/en-sa/reset-password?email=${SECRETS.email}&token=${SECRETS.token}`) }, "request");
    expect(lines.join("")).not.toContain(SECRETS.email);
    expect(lines.join("")).not.toContain(SECRETS.token);
  });
});
