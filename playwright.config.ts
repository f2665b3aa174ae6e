import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium";

const PORT = 3100;
/** E2E_BASE_URL points the specs at a server already running (e.g. `next dev`); none is started then. */
const externalURL = process.env.E2E_BASE_URL;
const baseURL = externalURL ?? `http://127.0.0.1:${PORT}`;
const isCI = !!process.env.CI;
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

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
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: "phone",
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
  ],
  webServer: externalURL
    ? undefined
    : {
        // Seeds .data/e2e, builds when the sources changed, then `next start -p 3100`.
        command: "node scripts/e2e-server.mjs",
        url: `${baseURL}/en-sa`,
        timeout: 10 * 60_000,
        reuseExistingServer: !isCI,
        stdout: "pipe",
        stderr: "pipe",
        // SIGTERM first so PGlite can close its data directory cleanly.
        gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      },
});
