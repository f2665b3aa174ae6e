import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import config from "../next.config";
import { FONT_DIR, FONT_FILES } from "../lib/fonts";
import { SERVER_NODE_FLAGS } from "../server/heap.mjs";

// Docker cannot run here (no engine in CI): the image and the compose file are checked as text,
// against the rules that make them work (ADR 0029).
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Instruction = { keyword: string; args: string };
type Stage = { from: string; name?: string; instructions: Instruction[] };

/** The Dockerfile's instructions (continuation lines joined, comments dropped), split into its stages. */
function dockerStages(text: string): { args: Map<string, string>; stages: Stage[] } {
  const lines = text.split("\n").filter((line) => !/^\s*#/.test(line));
  const joined = lines.join("\n").replace(/\\\n/g, " ");
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of joined
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest };
    if (instruction.keyword === "FROM") {
      const [, from = "", name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (!stages.length && instruction.keyword === "ARG") {
      const [name = "", value = ""] = rest.split("=");
      args.set(name, value);
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { args, stages };
}

const exec = (args: string) => JSON.parse(args.replace(/^--\S+\s+/g, "")) as string[];

describe("the Dockerfile", () => {
  const { args, stages } = dockerStages(read("Dockerfile"));
  const runtime = stages.at(-1)!;
  const image = (from: string) => from.replace(/^\$\{(\w+)\}$/, (_, name: string) => args.get(name) ?? "");
  const all = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword);

  it("builds in stages on Node 24's slim Debian image, with npm install (never npm ci)", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const names = stages.map((stage) => stage.name);
    for (const stage of stages) {
      // Every stage starts from Node 24 or from an earlier stage of this file.
      if (!names.includes(stage.from)) expect(image(stage.from)).toMatch(/^node:24(\.\d+)*-bookworm-slim$/);
    }
    expect(image(runtime.from)).toMatch(/^node:24/);
    const runs = stages
      .flatMap((stage) => stage.instructions)
      .filter((i) => i.keyword === "RUN")
      .map((i) => i.args);
    expect(runs.some((run) => /\bnpm install\b/.test(run))).toBe(true);
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(false);
    expect(runs.some((run) => /\bnpm run build\b/.test(run))).toBe(true);
  });

  it("runs as a user that is not root, listening on every interface of the container", () => {
    const users = all("USER").map((i) => i.args.trim());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(
      all("ENV")
        .map((i) => i.args)
        .join(" "),
    ).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(
      all("ENV")
        .map((i) => i.args)
        .join(" "),
    ).toMatch(/\bNODE_ENV=production\b/);
  });

  it("checks liveness on /api/health with Node itself (no curl in a slim image)", () => {
    const [healthcheck] = all("HEALTHCHECK");
    expect(healthcheck?.args).toMatch(/\bCMD\b/);
    const command = exec(healthcheck!.args.replace(/^(--\S+\s+)*CMD\s+/, ""));
    expect(command[0]).toBe("node");
    expect(command.join(" ")).toContain("/api/health");
    expect(command.join(" ")).not.toMatch(/curl|wget/);
  });

  it("starts with the production start script, as one process (exec form: no shell in between)", () => {
    const [cmd] = all("CMD");
    expect(exec(cmd!.args)).toEqual(["node", ...SERVER_NODE_FLAGS, "server/serve.mjs"]);
    expect(all("ENTRYPOINT")).toEqual([]);
  });

  it("keeps environment files and local builds out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of [".env", ".env.*", "!.env.example", "node_modules", ".next", ".data", ".git"])
      expect(ignored).toContain(entry);
  });
});

type Service = {
  build?: { context?: string; target?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  stop_grace_period?: string;
};

const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1] ?? Number.NaN);

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
  const { services } = compose;
  const apps = ["app1", "app2"].map((name) => services[name]!);
  const haproxy = read("deploy/haproxy.cfg");

  it("runs two app instances of one image with the same start script as the image", () => {
    const { stages } = dockerStages(read("Dockerfile"));
    const cmd = exec(stages.at(-1)!.instructions.find((i) => i.keyword === "CMD")!.args);
    for (const app of apps) {
      expect(app.build?.target).toBe(stages.at(-1)!.name);
      expect(app.command).toEqual(cmd);
      expect(app.image).toBe(apps[0]!.image);
    }
  });

  it("puts PostgreSQL, Redis and a load balancer beside them, each instance on both", () => {
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(services.redis?.image).toMatch(/^redis:\d+/);
    expect(services.balancer?.image).toMatch(/^haproxy:\d/);
    for (const app of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(app.environment?.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
      expect(app.environment?.HOST).toBe("0.0.0.0");
      // Built for Redis: the standalone config keeps the cache handler only then (ADR 0025).
      expect(app.build?.args?.REDIS_URL).toMatch(/^redis:\/\//);
    }
  });

  it("has health checks, and starts each part only once what it needs is ready", () => {
    for (const name of ["postgres", "redis", "app1", "app2"])
      expect(services[name]?.healthcheck?.test.length).toBeGreaterThan(0);
    for (const app of apps) {
      expect(app.healthcheck?.test.join(" ")).toContain("/api/health");
      expect(app.depends_on).toMatchObject({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
        seed: { condition: "service_completed_successfully" },
      });
    }
    expect(services.seed?.depends_on).toMatchObject({ postgres: { condition: "service_healthy" } });
    expect(services.seed?.command?.join(" ")).toContain("scripts/seed.ts");
    // The balancer routes around an instance that is down: it waits for them to start, not to be healthy.
    expect(services.balancer?.depends_on).toMatchObject({
      app1: { condition: "service_started" },
      app2: { condition: "service_started" },
    });
  });

  it("balances round robin on /api/ready over both instances, appending the client to X-Forwarded-For", () => {
    expect(services.balancer?.volumes).toContain("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    expect(haproxy).toMatch(/^\s*balance roundrobin$/m);
    expect(haproxy).toMatch(/^\s*option forwardfor$/m);
    expect(haproxy).toMatch(/^\s*http-check send meth GET uri \/api\/ready$/m);
    const servers = [...haproxy.matchAll(/^\s*server (\S+) "\$\{(\w+)\}" check$/gm)].map((m) => m[2]!);
    expect(servers).toEqual(["APP1_ADDR", "APP2_ADDR"]);
    expect(services.balancer?.environment).toMatchObject({ APP1_ADDR: "app1:3000", APP2_ADDR: "app2:3000" });
  });

  it("trusts one proxy, drains longer than the balancer takes to notice, and stops within the grace period", () => {
    const ms = (name: string) => Number(new RegExp(`\\b${name} (\\d+)s\\b`).exec(haproxy)?.[1]) * 1000;
    const fall = Number(/\bfall (\d+)\b/.exec(haproxy)?.[1]);
    // After the first failed check (at most `inter` after SIGTERM), `fall - 1` more at `fastinter`.
    const noticed = ms("inter") + (fall - 1) * ms("fastinter");
    expect(noticed).toBeGreaterThan(0);
    for (const app of apps) {
      const env = app.environment!;
      expect(env.TRUSTED_PROXY_HOPS).toBe("1");
      expect(Number(env.SHUTDOWN_DRAIN_MS)).toBeGreaterThan(noticed);
      expect(seconds(app.stop_grace_period!) * 1000).toBeGreaterThan(
        Number(env.SHUTDOWN_DRAIN_MS) + Number(env.SHUTDOWN_TIMEOUT_MS),
      );
    }
  });
});

describe("the standalone build (next.config.ts)", () => {
  const built = config(PHASE_PRODUCTION_BUILD);

  it("writes .next/standalone when building; the server loads the config without it", () => {
    expect(built.output).toBe("standalone");
    // `next()` warns that "next start" does not work with standalone when the config it loads says so.
    expect(config(PHASE_PRODUCTION_SERVER).output).toBeUndefined();
  });

  it("carries the start script, every file it imports, and the files the app reads at run time", () => {
    const globs = Object.values(built.outputFileTracingIncludes ?? {}).flat();
    const included = new Set(globSync(globs, { cwd: root }).map((file) => file.split(path.sep).join("/")));
    // Every file the start script loads by a relative import.
    const seen = new Set<string>();
    const bare = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of read(file).matchAll(/(?:from\s+|import\(\s*)"([^"]+)"/g)) {
        if (spec!.startsWith(".")) walk(path.posix.join(path.posix.dirname(file), spec!));
        else if (!spec!.startsWith("node:")) bare.add(spec!);
      }
    };
    walk("server/serve.mjs");
    expect(seen.size).toBeGreaterThan(5);
    for (const file of seen) expect(included, `${file} is in outputFileTracingIncludes`).toContain(file);
    // The packages it imports are the app's own (traced from the routes that use them), but
    // lru-cache (the server's page bytes, server/page-bytes.mjs) and compression
    // (server/app-server.mjs), included by name with what compression loads.
    expect([...bare].sort()).toEqual([
      "@redis/client",
      "compression",
      "lru-cache",
      "next",
      "pg",
      "pino",
      "prom-client",
    ]);
    expect(included).toContain("node_modules/compression/index.js");
    expect(included).toContain("node_modules/compression/node_modules/debug/package.json");
    expect(included).toContain("node_modules/negotiator/index.js");
    expect(included).toContain("node_modules/lru-cache/package.json");
    expect([...included].some((file) => file.startsWith("node_modules/lru-cache/dist/esm/"))).toBe(true);
    // The migrations (read from lib/db/migrations at start), the database thread's script (loaded by
    // path, lib/db/pglite-thread-client.ts) and the font subsets the /fonts route reads.
    expect(included).toContain("lib/db/migrations/meta/_journal.json");
    expect(included).toContain("lib/db/pglite-thread.mjs");
    for (const font of FONT_FILES) expect(included).toContain(`${FONT_DIR}/${font}`);
    for (const file of included) expect(existsSync(path.join(root, file))).toBe(true);
  });
});
