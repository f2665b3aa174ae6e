// Makes sure Debian's Chromium (and a font with Arabic glyphs) is installed for Playwright
// and Lighthouse. Never downloads a browser build: Debian's package is the only source.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
// fonts-noto-core carries Noto Sans/Naskh Arabic, so Arabic screenshots render real glyphs.
const FONT_PACKAGE = "fonts-noto-core";
const INSTALL = `apt-get update && apt-get install -y --no-install-recommends chromium ${FONT_PACKAGE}`;

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** true/false when dpkg can tell, null on a machine without dpkg. */
function debInstalled(name) {
  const r = spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" });
  if (r.error) return null;
  return r.status === 0 && r.stdout.includes("install ok installed");
}

function run(cmd, args) {
  console.log(`[ensure-browser] $ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (r.error || r.status !== 0) {
    console.error(
      `[ensure-browser] "${cmd} ${args.join(" ")}" failed${r.error ? `: ${r.error.message}` : ` (exit ${r.status})`}`,
    );
    process.exit(1);
  }
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const missing = [];
if (!executable(CHROMIUM)) missing.push("chromium");
if (debInstalled(FONT_PACKAGE) === false) missing.push(FONT_PACKAGE);

if (missing.length === 0) {
  console.log(`[ensure-browser] ${CHROMIUM} is present`);
  process.exit(0);
}

if (!isRoot) {
  if (missing.includes("chromium")) {
    console.error(
      `[ensure-browser] ${CHROMIUM} is missing. The end-to-end tests use Debian's Chromium; install it as root:\n\n` +
        `    sudo sh -c '${INSTALL}'\n`,
    );
    process.exit(1);
  }
  console.warn(
    `[ensure-browser] ${FONT_PACKAGE} is missing: Arabic may render with fallback glyphs. Install it with: sudo apt-get install -y --no-install-recommends ${FONT_PACKAGE}`,
  );
  process.exit(0);
}

console.log(`[ensure-browser] installing ${missing.join(", ")} from Debian`);
run("apt-get", ["update"]);
run("apt-get", ["install", "-y", "--no-install-recommends", ...missing]);
if (!executable(CHROMIUM)) {
  console.error(`[ensure-browser] apt-get finished but ${CHROMIUM} is still missing`);
  process.exit(1);
}
console.log(`[ensure-browser] ${CHROMIUM} is ready`);
