// A bare Next.js App Router page, built and served with the repository's own Next (same version,
// same Turbopack build, strict mode, no powered-by header), so `npm run lighthouse` can measure the
// JavaScript a page costs against what Next itself costs, in the same run (ADR 0031's budget: every
// template within 1.25x of it). It lives in `.data/bare-next` (inside the repository so the
// repository's node_modules resolve) with an instrumentation file of its own: without one Next
// picks up the repository's, which refuses a bare `next start`.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, REPORTS, ROOT, type ProdServer } from "./prod-server";

export const BARE_DIR = path.join(ROOT, ".data/bare-next");

const FILES: Record<string, string> = {
  "app/layout.jsx": `export const metadata = { title: "Bare Next page", description: "The smallest App Router page." };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next.js App Router page: what every template pays before its own code.</p>
    </main>
  );
}
`,
  "instrumentation.js": "export function register() {}\n",
  "next.config.mjs": "export default { reactStrictMode: true, poweredByHeader: false };\n",
};

const run = (args: string[], log: (m: string) => void, logFile: string) =>
  new Promise<void>((resolve, reject) => {
    const out = openSync(logFile, "a");
    const child = spawn("npx", args, {
      cwd: BARE_DIR,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      stdio: ["ignore", out, out],
    });
    closeSync(out);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npx ${args.join(" ")} exited ${code}; see ${path.relative(ROOT, logFile)}`)),
    );
    log(`bare page: npx ${args.join(" ")}`);
  });

/** Writes the bare app and builds it unless a build of the same files and Next version exists. */
async function buildBare(log: (m: string) => void, logFile: string) {
  mkdirSync(path.join(BARE_DIR, "app"), { recursive: true });
  const nextVersion = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string }
  ).version;
  const stamp = JSON.stringify({ nextVersion, FILES });
  const stampFile = path.join(BARE_DIR, ".next/bare-stamp.json");
  if (
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    statSync(path.join(BARE_DIR, ".next/BUILD_ID"), { throwIfNoEntry: false })
  )
    return;
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(BARE_DIR, file), text);
  await run(["next", "build"], log, logFile);
  writeFileSync(stampFile, stamp);
}

/** Builds (when needed) and serves the bare page on a free loopback port. */
export async function startBareNext(
  log: (m: string) => void,
): Promise<Omit<ProdServer, "coldStartMs" | "pid"> & { version: string }> {
  mkdirSync(REPORTS, { recursive: true });
  const logFile = path.join(REPORTS, "bare-next.log");
  writeFileSync(logFile, "");
  await buildBare(log, logFile);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const out = openSync(logFile, "a");
  const child = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: BARE_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", out, out],
    detached: true,
  });
  closeSync(out);
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(origin, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const version = (
        JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string }
      ).version;
      log(`bare Next ${version} page on ${origin}`);
      return { origin, logFile, stop, version };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the bare Next page did not answer within 60 s; see ${path.relative(ROOT, logFile)}`);
}
