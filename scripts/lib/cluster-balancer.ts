// The load balancer in front of the cluster's instances (scripts/lib/cluster.ts): Debian's HAProxy,
// or nginx when HAProxy cannot be had. Round robin on loopback, the client's address appended to
// X-Forwarded-For (the instances trust one hop), and the serving instance's name in X-Served-By so
// a test can tell where each answer came from (ADR 0030).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export type BalancerKind = "haproxy" | "nginx";
export type Backend = { name: string; port: number };

/** How often the balancer asks each instance's /api/ready: SHUTDOWN_DRAIN_MS must exceed it (plus a check's own time). */
export const CHECK_INTERVAL_MS = 1000;

export class BalancerUnavailableError extends Error {
  name = "BalancerUnavailableError";
}

const BINARIES: Record<BalancerKind, string[]> = {
  haproxy: ["/usr/sbin/haproxy", "/usr/bin/haproxy"],
  nginx: ["/usr/sbin/nginx", "/usr/bin/nginx"],
};

function which(name: string, candidates: string[] = []): string | null {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

const isRoot = () => process.getuid?.() === 0;

/**
 * HAProxy's binary, installed from Debian when it is missing and this runs as root (as
 * scripts/with-postgres.sh installs PostgreSQL; the package's own service is never used); else
 * nginx's; `BALANCER=nginx` or `BALANCER=haproxy` chooses. Throws with the command to run when neither is there.
 */
export function findBalancer(
  log: (message: string) => void,
  wanted = process.env.BALANCER,
): { kind: BalancerKind; bin: string } {
  if (wanted && wanted !== "haproxy" && wanted !== "nginx")
    throw new BalancerUnavailableError(`BALANCER must be haproxy or nginx (it is "${wanted}")`);
  if (wanted !== "nginx") {
    let bin = which("haproxy", BINARIES.haproxy);
    if (!bin && isRoot() && which("apt-get")) {
      log("installing Debian's haproxy");
      try {
        const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
        execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "haproxy"], {
          stdio: ["ignore", "ignore", "inherit"],
          env,
        });
      } catch {
        // The package lists may be missing on a fresh machine: once more after refreshing them.
        try {
          const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
          execFileSync("apt-get", ["update"], { stdio: ["ignore", "ignore", "inherit"], env });
          execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "haproxy"], {
            stdio: ["ignore", "ignore", "inherit"],
            env,
          });
        } catch (error) {
          log(`could not install haproxy: ${error instanceof Error ? error.message : error}`);
        }
      }
      bin = which("haproxy", BINARIES.haproxy);
    }
    if (bin) return { kind: "haproxy", bin };
    if (wanted === "haproxy")
      throw new BalancerUnavailableError(
        "haproxy is not installed: sudo apt-get install -y --no-install-recommends haproxy",
      );
  }
  const nginx = which("nginx", BINARIES.nginx);
  if (nginx) return { kind: "nginx", bin: nginx };
  throw new BalancerUnavailableError(
    "no load balancer: install HAProxy (sudo apt-get install -y --no-install-recommends haproxy) or nginx",
  );
}

/**
 * HAProxy: active checks of /api/ready every second (one failure takes an instance out, two
 * successes bring it back), so a draining instance (503) leaves the rotation before its port
 * closes; a refused connection is retried on the other instance (`option redispatch 1` with
 * `retries`: only connection failures, so a request already sent is never sent twice).
 */
export function haproxyConfig(port: number, backends: Backend[]): string {
  return [
    "global",
    "  maxconn 4000",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-keep-alive 10s",
    "  option forwardfor",
    "  option redispatch 1",
    "  retries 3",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk GET /api/ready",
    "  http-check expect status 200",
    `  default-server inter ${CHECK_INTERVAL_MS} fastinter ${CHECK_INTERVAL_MS} downinter ${CHECK_INTERVAL_MS} fall 1 rise 2`,
    "  http-response set-header X-Served-By %[srv_name]",
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    "",
  ].join("\n");
}

/**
 * nginx (no active checks in the free version): an instance whose port refuses or fails is
 * skipped for a while, and the request goes to the next (`proxy_next_upstream error timeout`,
 * which for a POST happens only when nothing was sent yet).
 */
export function nginxConfig(port: number, backends: Backend[], dir: string): string {
  const temp = (name: string) => path.join(dir, name);
  return [
    ...(isRoot() ? ["user root;"] : []),
    "worker_processes 1;",
    "daemon off;",
    `pid ${temp("nginx.pid")};`,
    `error_log ${temp("error.log")} warn;`,
    "events { worker_connections 2048; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${temp(`${t}-temp`)};`),
    // The instance that answered: the last address tried ("B, A" after a refused connection to B).
    `  map $upstream_addr $served_by { ${backends.map((b) => `"~:${b.port}$" ${b.name};`).join(" ")} default $upstream_addr; }`,
    "  upstream app {",
    ...backends.map((b) => `    server 127.0.0.1:${b.port} max_fails=1 fail_timeout=2s;`),
    "    keepalive 32;",
    "  }",
    "  server {",
    `    listen 127.0.0.1:${port};`,
    "    location / {",
    "      proxy_pass http://app;",
    "      proxy_http_version 1.1;",
    '      proxy_set_header Connection "";',
    "      proxy_set_header Host $http_host;",
    "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "      proxy_next_upstream error timeout;",
    "      proxy_next_upstream_tries 3;",
    "      proxy_connect_timeout 2s;",
    "      add_header X-Served-By $served_by always;",
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}

export type Balancer = { kind: BalancerKind; origin: string; process: ChildProcess; stop: () => Promise<void> };

/** Writes the config into `dir` and starts the balancer in the foreground, its output to `logFile`'s descriptor. */
export function startBalancer(options: {
  port: number;
  backends: Backend[];
  dir: string;
  out: number;
  log: (message: string) => void;
}): Balancer {
  const { port, backends, dir, out, log } = options;
  const { kind, bin } = findBalancer(log);
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, `${kind}.cfg`);
  writeFileSync(config, kind === "haproxy" ? haproxyConfig(port, backends) : nginxConfig(port, backends, dir));
  const args = kind === "haproxy" ? ["-f", config, "-db"] : ["-c", config];
  const child = spawn(bin, args, { stdio: ["ignore", out, out], detached: true });
  log(`${kind} on http://127.0.0.1:${port} (config ${config})`);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 3000))]);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone
    }
  };
  return { kind, origin: `http://127.0.0.1:${port}`, process: child, stop };
}
