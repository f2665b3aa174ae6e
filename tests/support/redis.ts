// Test support for the shared cache: Redis servers and app instances in their own processes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * The Redis of the test run (scripts/with-redis.sh sets TEST_REDIS_URL; CI always runs through
 * it). Outside CI a missing server skips the Redis tests with a message saying so; in CI it fails.
 */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === "true")
    throw new Error("TEST_REDIS_URL is not set: CI runs the tests through scripts/with-redis.sh");
  if (!url)
    console.warn(
      "[shared cache] Redis tests SKIPPED: TEST_REDIS_URL is not set (run them with: bash scripts/with-redis.sh npx vitest run lib/cache)",
    );
  return url;
}

/** The redis-server binary for tests that stop and start their own server. */
export function redisServerBinary(): string | undefined {
  const candidate = process.env.TEST_REDIS_SERVER ?? "redis-server";
  const found = spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0;
  if (!found && process.env.CI === "true")
    throw new Error("redis-server is not installed: CI runs the tests through scripts/with-redis.sh");
  if (!found)
    console.warn("[shared cache] Redis outage tests SKIPPED: no redis-server (Debian: apt-get install redis-server)");
  return found ? candidate : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away redis-server on loopback (no persistence) that a test can kill, pause and start again. */
export class TestRedisServer {
  private process: ChildProcess | undefined;
  private readonly dir = mkdtempSync(path.join(tmpdir(), "lumina-redis-"));
  constructor(
    private readonly binary: string,
    readonly port: number,
  ) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start() {
    this.process = spawn(
      this.binary,
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", this.dir],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 100; i++) {
      if (await answers(this.port)) return;
      await sleep(20);
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }
  /** Like a crash: the process ends at once, its connections close. */
  async kill() {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  /** A hung server: connections stay open, nothing answers. */
  pause() {
    this.process?.kill("SIGSTOP");
  }
  resume() {
    this.process?.kill("SIGCONT");
  }
  async stop() {
    this.resume();
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { id: number; result?: unknown; error?: string; ms: number };

/** One app instance (tests/support/cache-instance.mjs in its own Node process) on the given Redis. */
export class CacheInstance {
  private readonly child: ChildProcess;
  private next = 1;
  private readonly waiting = new Map<number, (answer: Answer) => void>();

  constructor(redisUrl: string, buildId = "test-build") {
    this.child = spawn(process.execPath, [path.join(import.meta.dirname, "cache-instance.mjs")], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", REDIS_URL: redisUrl, TEST_BUILD_ID: buildId },
      stdio: ["pipe", "pipe", "inherit"],
    });
    createInterface({ input: this.child.stdout! }).on("line", (line) => {
      const answer = JSON.parse(line) as Answer;
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
  }

  /** Sends one call; resolves with its result and the time it took inside the instance. */
  async call<T = unknown>(op: string, args: Record<string, unknown> = {}): Promise<{ result: T; ms: number }> {
    const id = this.next++;
    const answer = await new Promise<Answer>((resolve) => {
      this.waiting.set(id, resolve);
      this.child.stdin!.write(`${JSON.stringify({ id, op, ...args })}\n`);
    });
    if (answer.error) throw new Error(`instance ${op} failed: ${answer.error}`);
    return { result: answer.result as T, ms: answer.ms };
  }

  async waitUntilUp(timeoutMs = 8000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await this.call<boolean>("up")).result) return;
      await sleep(50);
    }
    throw new Error("the instance did not reconnect to Redis");
  }

  async close() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.stdin!.end();
    await exited;
  }
}
