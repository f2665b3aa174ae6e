import { afterEach, describe, expect, it, vi } from "vitest";

const TOKEN = "metrics-token-0123456789abcdef";

/** The route as a process started with this METRICS_TOKEN (unset = none) would load it. */
async function load(token: string | undefined) {
  vi.resetModules();
  vi.stubEnv("METRICS_TOKEN", token);
  return (await import("./route")).GET;
}

const scrape = (GET: (request: Request) => Promise<Response>, authorization?: string) =>
  GET(new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const GET = await load(undefined);
    expect((await scrape(GET, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("refuses a missing or wrong bearer token with 401", async () => {
    const GET = await load(TOKEN);
    expect((await scrape(GET)).status).toBe(401);
    const wrong = await scrape(GET, `Bearer ${TOKEN.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("lumina_");
  });

  it("answers Prometheus text with the upstream, breaker and Node metrics", async () => {
    const GET = await load(TOKEN);
    const { recordUpstreamCall } = await import("@/lib/monitoring/upstream-metrics");
    recordUpstreamCall("strapi", 120, "ok");
    const response = await scrape(GET, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain('lumina_upstream_calls_total{circuit="strapi",outcome="ok"}');
    expect(text).toContain("# TYPE lumina_upstream_call_duration_seconds histogram");
    expect(text).toContain("# TYPE lumina_breaker_open gauge");
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});
