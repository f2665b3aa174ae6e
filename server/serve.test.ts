import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The production server as a real process (tests/support/stand-in-server.mjs: the server of
 * server/serve.mjs around a stand-in for Next's handler), and server/serve.mjs itself for the
 * start-up checks that run before Next loads.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const STAND_IN = path.join(ROOT, "tests/support/stand-in-server.mjs");
const SERVE = path.join(ROOT, "server/serve.mjs");

type Running = {
  child: ChildProcess;
  port: number;
  lines: () => Record<string, unknown>[];
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};
const running: Running[] = [];

function launch(script: string, env: Record<string, string> = {}) {
  const base = { ...process.env };
  // The shell's services are not this test's: each test names those it wants.
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...base, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const lines = () =>
    stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, exit, lines, stdout: () => stdout, stderr: () => stderr };
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const launched = launch(STAND_IN, env);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const listening = launched.lines().find((line) => line.msg === "listening");
    if (listening) {
      const server = { ...launched, port: listening.port as number };
      running.push(server);
      return server;
    }
    if (launched.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  launched.child.kill("SIGKILL");
  throw new Error(`the stand-in server did not start: ${launched.stderr()}`);
}

afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

const requestLines = (server: Running) => server.lines().filter((line) => line.msg === "request");

describe("the production server", () => {
  it("answers with the caller's sane X-Request-Id or a new one, and logs one JSON line per request with route, status, latency and upstream calls", async () => {
    const server = await start();
    const base = `http://127.0.0.1:${server.port}`;
    const first = await fetch(`${base}/en-sa/p/gold-ring-sku-123?page=2`, {
      headers: { "x-request-id": "lb-7f3a.42_x" },
    });
    expect(first.headers.get("x-request-id")).toBe("lb-7f3a.42_x");
    // The client-address rule: the TCP peer is the last X-Forwarded-For entry, whatever was sent.
    expect(await first.text()).toBe("seen 127.0.0.1");
    const forged = await fetch(`${base}/api/cart/addProduct`, {
      method: "POST",
      headers: { "x-request-id": "bad id\u00e9!", "x-forwarded-for": "6.6.6.6" },
    });
    const made = forged.headers.get("x-request-id");
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(await forged.text()).toBe("seen 6.6.6.6, 127.0.0.1");
    await fetch(`${base}/_next/static/chunks/app-4f1c.js`);
    await fetch(`${base}/favicon.ico`);

    await expect.poll(() => requestLines(server).length).toBe(4);
    const [product, cart, asset, other] = requestLines(server);
    expect(product).toMatchObject({
      reqId: "lb-7f3a.42_x",
      method: "GET",
      route: "/[locale]/p/[slug]",
      url: "/en-sa/p/gold-ring-sku-123?page=2",
      status: 200,
      upstream: { count: 1, calls: [{ circuit: "bigcommerce:sa:rest", ms: 12, outcome: "ok" }] },
    });
    expect(product!.ms).toEqual(expect.any(Number));
    expect(cart).toMatchObject({ reqId: made, method: "POST", route: "/api/cart/addProduct", status: 200 });
    expect(asset).toMatchObject({ route: "/_next/static/*" });
    expect(other).toMatchObject({ route: "(other)" });
  });

  it("counts requests by method, route pattern and status in prom-client's default registry, with Node's default metrics", async () => {
    const server = await start();
    const base = `http://127.0.0.1:${server.port}`;
    await fetch(`${base}/en-sa/p/a-sku-1`);
    await fetch(`${base}/ar-ae/p/b-sku-2`);
    await fetch(`${base}/throw`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('lumina_http_requests_total{method="GET",route="/[locale]/p/[slug]",status="200"} 2');
    expect(text).toContain('lumina_http_requests_total{method="GET",route="(other)",status="500"} 1');
    expect(text).toMatch(
      /lumina_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/\[locale\]\/p\/\[slug\]",status="200"\} 2/,
    );
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("writes no secret, token, password, cookie or e-mail address to any log line", async () => {
    const server = await start();
    const base = `http://127.0.0.1:${server.port}`;
    const secrets = [
      "tok-SECRET-1",
      "hdr-SECRET-2",
      "cookie-SECRET-3",
      "pw-SECRET-4",
      "cart-SECRET-5",
      "staff-SECRET-6",
      "noura@example.com",
      "noura%40example.com",
    ];
    await fetch(`${base}/en-sa/verify-email?email=noura%40example.com&token=tok-SECRET-1&lang=ar`, {
      headers: {
        authorization: "Bearer hdr-SECRET-2",
        cookie: "lumina_session=cookie-SECRET-3",
        "x-staff-token": "staff-SECRET-6",
      },
    });
    await fetch(`${base}/api/customer/login`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lumina_session=cookie-SECRET-3" },
      body: JSON.stringify({ email: "noura@example.com", password: "pw-SECRET-4" }),
    });
    // A guest cart's id opens it: it is a capability in a path.
    await fetch(`${base}/en-sa/staff/carts/cart-SECRET-5?cartId=cart-SECRET-5`);
    await expect.poll(() => requestLines(server).length).toBe(3);
    const logged = server.stdout();
    for (const secret of secrets) expect(logged).not.toContain(secret);
    const [verify, , cart] = requestLines(server);
    expect(verify).toMatchObject({
      route: "/[locale]/verify-email",
      url: "/en-sa/verify-email?email=[redacted]&token=[redacted]&lang=ar",
    });
    expect(cart).toMatchObject({
      route: "/[locale]/staff/carts/[cartId]",
      url: "/en-sa/staff/carts/[redacted]?cartId=[redacted]",
    });
  });

  it("on SIGTERM says it is not ready, finishes the request in flight, runs the shutdown hooks and exits 0", async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: "600", SHUTDOWN_TIMEOUT_MS: "5000" });
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const slow = fetch(`${base}/slow?ms=1500`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    await expect.poll(() => server.lines().length).toBeGreaterThan(1); // the ready request's line: the server is serving
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill("SIGTERM");
    await expect.poll(() => server.lines().some((line) => String(line.msg).startsWith("shutting down"))).toBe(true);
    // Draining: still serving, but not ready, and each answer closes its connection.
    const during = await fetch(`${base}/api/ready`);
    expect(during.status).toBe(503);
    expect(during.headers.get("connection")).toBe("close");
    expect(await slow).toEqual({ status: 200, body: "slow done" });
    expect(await server.exit).toBe(0);
    const messages = server.lines().map((line) => line.msg);
    expect(messages.indexOf("every request in flight finished")).toBeLessThan(messages.indexOf("shutdown hook ran"));
    expect(messages.at(-1)).toBe("stopped");
    await expect(fetch(`${base}/api/ready`)).rejects.toThrow();
  });

  it("stops waiting for a request at SHUTDOWN_TIMEOUT_MS and still exits", async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: "300" });
    const cut = fetch(`http://127.0.0.1:${server.port}/slow?ms=20000`).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(await cut).toBe("cut");
    expect(server.lines().some((line) => line.level === 40 && String(line.msg).includes("shutdown timeout"))).toBe(
      true,
    );
  });
});

describe("start-up of server/serve.mjs", () => {
  it("stops with exit 1 naming DATABASE_URL when PostgreSQL cannot be reached, never printing its password", async () => {
    const launched = launch(SERVE, { DATABASE_URL: "postgres://lumina:hunter2-pw@127.0.0.1:1/store" });
    expect(await launched.exit).toBe(1);
    expect(launched.stderr()).toMatch(
      /start-up failed: DATABASE_URL \(postgres:\/\/lumina:\*\*\*@127\.0\.0\.1:1\/store\): cannot connect/,
    );
    expect(launched.stdout() + launched.stderr()).not.toContain("hunter2-pw");
  });

  it("stops with exit 1 naming REDIS_URL when Redis cannot be reached", async () => {
    const launched = launch(SERVE, { REDIS_URL: "redis://:hunter2-pw@127.0.0.1:1" });
    expect(await launched.exit).toBe(1);
    expect(launched.stderr()).toMatch(
      /start-up failed: REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:1\): cannot connect/,
    );
    expect(launched.stdout() + launched.stderr()).not.toContain("hunter2-pw");
  });
});

describe("npm run serve", () => {
  it("runs the server as npm's own child (no shell in between), so a SIGTERM to npm reaches it", async () => {
    // A "PostgreSQL" that accepts and never answers holds the server in its start-up check.
    const sockets: net.Socket[] = [];
    const blackhole = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, "127.0.0.1", resolve));
    const port = (blackhole.address() as net.AddressInfo).port;
    const base = { ...process.env };
    delete base.REDIS_URL;
    const npm = spawn("npm", ["run", "-s", "serve"], {
      cwd: ROOT,
      env: { ...base, DATABASE_URL: `postgres://u:p@127.0.0.1:${port}/db` },
      stdio: "ignore",
    });
    const npmExit = new Promise((resolve) => npm.once("exit", resolve));
    const children = () =>
      execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(npm.pid)], { encoding: "utf8" })
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => line.trim().split(/\s+/));
    try {
      await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const [[pid, name]] = children() as [[string, string]];
      expect(name).not.toMatch(/^(sh|dash|bash)$/);
      npm.kill("SIGTERM");
      await npmExit;
      const alive = () => {
        try {
          process.kill(Number(pid), 0);
          return true;
        } catch {
          return false;
        }
      };
      await expect.poll(alive, { timeout: 5_000 }).toBe(false);
    } finally {
      if (npm.exitCode === null) npm.kill("SIGKILL");
      for (const socket of sockets) socket.destroy();
      blackhole.close();
    }
  });
});
