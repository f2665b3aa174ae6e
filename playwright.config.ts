import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium";
import { HOSTED_FAKE_PORT, HOSTED_PORT, hostedServerEnv } from "./tests/e2e/hosted-env";

/** E2E_APP_PORT moves it (with E2E_HOSTED_PORT and E2E_HOSTED_FAKE_PORT), so that two checkouts on one machine can run the journeys at once. */
const PORT = Number(process.env.E2E_APP_PORT || 3100);
/** E2E_BASE_URL points the specs at a server already running (e.g. `next dev`); none is started then. */
const externalURL = process.env.E2E_BASE_URL;
const baseURL = externalURL ?? `http://127.0.0.1:${PORT}`;
const isCI = !!process.env.CI;
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions };
/** The hosted journeys (tests/e2e/hosted*.spec.ts) have a server of their own; none against an external server. */
const HOSTED_SPEC = /hosted(-[\w-]+)?\.spec\.ts$/;
/**
 * The upstream outages switched on the fake server are global to it: they run in a project of their
 * own that starts after every hosted journey has finished, one test at a time (the file is serial).
 */
const OUTAGES_SPEC = /hosted-outages\.spec\.ts$/;
const hostedUse = { ...desktop, baseURL: `http://127.0.0.1:${HOSTED_PORT}` };
/**
 * Two instances behind HAProxy on PostgreSQL and Redis (tests/e2e/cluster.spec.ts, ADR 0030): it kills
 * and stops instances under load, so it runs after every other project, alone on the cores.
 */
const CLUSTER_SPEC = /cluster\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  outputDir: "test-results",
  use: {
    baseURL,
    // Tracing every test costs time on 2 cores: on CI only the retry of a failed test is traced.
    trace: isCI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [HOSTED_SPEC, CLUSTER_SPEC],
      use: desktop,
    },
    {
      name: "phone",
      testIgnore: [HOSTED_SPEC, CLUSTER_SPEC],
      use: {
        // An Android phone: the engine is Chromium, so its user agent should say so.
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    // ae on BigCommerce (the fake stores on loopback) and Klevu, sa and eg embedded: desktop only.
    ...(externalURL
      ? []
      : [
          { name: "hosted", testMatch: HOSTED_SPEC, testIgnore: OUTAGES_SPEC, use: hostedUse },
          { name: "hosted-outages", testMatch: OUTAGES_SPEC, dependencies: ["hosted"], use: hostedUse },
          // Its own servers (scripts/lib/cluster.ts) on the build the first web server made.
          {
            name: "cluster",
            testMatch: CLUSTER_SPEC,
            dependencies: ["desktop", "phone", "hosted-outages"],
            use: desktop,
          },
        ]),
  ],
  // Started one after another, in this order: the hosted app serves the build the first one made.
  webServer: externalURL
    ? undefined
    : [
        {
          // Seeds .data/e2e, builds when the sources changed, then `next start -p 3100`.
          command: "node scripts/e2e-server.mjs",
          url: `${baseURL}/en-sa`,
          env: { E2E_PORT: String(PORT) },
          timeout: 10 * 60_000,
          reuseExistingServer: !isCI,
          stdout: "pipe",
          stderr: "pipe",
          // SIGTERM first so PGlite can close its data directory cleanly.
          gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
        },
        {
          // The fake BigCommerce stores (tests/msw/bigcommerce) and Strapi (tests/msw/strapi.ts) on loopback; logs problems on stderr.
          command: "npx tsx scripts/hosted-fake-server.ts",
          url: `http://127.0.0.1:${HOSTED_FAKE_PORT}/__fake/health`,
          env: { HOSTED_FAKE_PORT: String(HOSTED_FAKE_PORT) },
          timeout: 60_000,
          reuseExistingServer: !isCI,
          stdout: "ignore",
          stderr: "pipe",
        },
        {
          // The same build with ae on the fake store and content from the fake Strapi: .data/e2e-hosted, `next start -p 3101`.
          command: "node scripts/e2e-server.mjs",
          url: `http://127.0.0.1:${HOSTED_PORT}/en-ae`,
          env: hostedServerEnv(),
          timeout: 5 * 60_000,
          reuseExistingServer: !isCI,
          stdout: "pipe",
          stderr: "pipe",
          gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
        },
      ],
});
