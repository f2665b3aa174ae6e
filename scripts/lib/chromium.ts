/** Debian's Chromium (scripts/ensure-browser.mjs installs it); nothing here downloads a browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Without these, Chromium on this machine floods the log with refused connections. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
