// `npm test`: every check in order, streaming its output, then one closing line
// "N passed, N failed" summed over lint, type check, vitest (PGlite, and the tests that reach the
// database again on PostgreSQL when TEST_DATABASE_URL is set) and Playwright. Later steps run after a failure so the count is complete.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { databaseTestFiles } from "./lib/database-tests.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const REPORTS = path.join(root, ".reports");
mkdirSync(REPORTS, { recursive: true });

let interrupted = false;
let current;
// Ctrl-C reaches the running step from the terminal by itself; a SIGTERM is passed on. Either
// way no further step starts, and the summary still prints.
process.on("SIGINT", () => {
  interrupted = true;
});
process.on("SIGTERM", () => {
  interrupted = true;
  current?.kill("SIGTERM");
});

function banner(title) {
  console.log(`\n=== ${title} ===`);
}

function exec(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    current = child;
    child.on("error", (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      resolve({ code: 127 });
    });
    child.on("exit", (code, signal) => resolve({ code: code ?? 1, signal }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Counts from a vitest JSON report; a file that failed to load counts as one failed test. */
export function countVitest(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === "failed").length;
    if (file.status === "failed" && failedInFile === 0) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

/** Counts from a Playwright JSON report; a flaky test passed on retry; global errors count as failures. */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
  };
}

const results = [];

/** A step with no report (lint, type check) counts as one test case. */
async function plainStep(name, command, args, env) {
  banner(name);
  const { code } = await exec(command, args, env);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, code });
  return code === 0;
}

/** A step whose counts come from its JSON report; a crash without a report counts as one failure. */
async function reportedStep(name, command, args, reportFile, count, env) {
  banner(name);
  rmSync(reportFile, { force: true });
  const { code } = await exec(command, args, env);
  const report = readJson(reportFile);
  let { passed, failed } = report ? count(report) : { passed: 0, failed: 0 };
  if (!report) console.error(`[test] ${name}: no report at ${path.relative(root, reportFile)}`);
  if (code !== 0 && failed === 0) failed = 1; // crashed, or failed outside any test
  results.push({ name, passed, failed, code });
  return code === 0;
}

/** A prerequisite (the browser) is no test: it counts only when it fails. */
async function prerequisite(name, command, args) {
  banner(name);
  const { code } = await exec(command, args);
  if (code !== 0) results.push({ name, passed: 0, failed: 1, code });
  return code === 0;
}

const vitestArgs = (out) => ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`];

const steps = [
  () => plainStep("lint", "npm", ["run", "lint"]),
  () => plainStep("typecheck", "npm", ["run", "typecheck"]),
  () =>
    reportedStep(
      "unit (PGlite)",
      "npx",
      vitestArgs(".reports/unit.json"),
      path.join(REPORTS, "unit.json"),
      countVitest,
    ),
];
if (process.env.TEST_DATABASE_URL) {
  const env = { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL };
  steps.push(() =>
    reportedStep(
      "unit (PostgreSQL)",
      "npx",
      [...vitestArgs(".reports/unit-pg.json"), ...databaseTestFiles(root)],
      path.join(REPORTS, "unit-pg.json"),
      countVitest,
      env,
    ),
  );
}
steps.push(async () => {
  if (!(await prerequisite("browser", process.execPath, ["scripts/ensure-browser.mjs"]))) return;
  await reportedStep(
    "e2e (Playwright)",
    "npx",
    ["playwright", "test"],
    path.join(REPORTS, "e2e.json"),
    countPlaywright,
  );
  // The build the e2e run served: no secret may have reached the browser's files.
  await plainStep("secrets not in the client bundle", "npm", ["run", "check:secrets"]);
  // The same build against every private detail of Next the server leans on (server/next-private.mjs):
  // after a Next upgrade this names what changed. Required here: a missing build fails it.
  await plainStep(
    "Next's private details against the build",
    "npx",
    ["vitest", "run", "server/next-private.build.test.ts"],
    { ...process.env, NEXT_PRIVATE_CHECKS: "require" },
  );
});

for (const step of steps) {
  if (interrupted) break;
  await step();
}

const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
if (interrupted) total.failed = Math.max(total.failed, 1);
writeFileSync(
  path.join(REPORTS, "summary.json"),
  `${JSON.stringify({ ...total, steps: results, interrupted }, null, 2)}\n`,
);

banner("summary");
console.log(`      ${"step".padEnd(20)} ${"passed".padStart(7)} ${"failed".padStart(7)}`);
for (const r of results) {
  console.log(
    `${r.failed ? "FAIL" : "ok  "}  ${r.name.padEnd(20)} ${String(r.passed).padStart(7)} ${String(r.failed).padStart(7)}`,
  );
}
if (interrupted) console.log("FAIL  interrupted before every step ran");
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
