// Secrets the e2e server runs with (scripts/e2e-server.mjs), so the bundle scan after the e2e
// run (scripts/scan-bundle-secrets.mjs) has real values to look for even on a machine where
// nothing is configured. They protect nothing: they exist to be searched for.
export const CANARY_SECRETS = {
  SESSION_SECRET: "canary-session-secret-5f1d0c7e9a2b4c6d8e0f",
  REVALIDATE_SECRET: "canary-revalidate-secret-7c3e9b1a",
  MARKETING_EVENTS_TOKEN: "canary-marketing-token-2a8f6d4c",
  // Also what the returns journey moves returns along with (/api/staff/...).
  STAFF_TOKEN: "canary-staff-token-4b9e2d7f1a3c5e8d",
};
