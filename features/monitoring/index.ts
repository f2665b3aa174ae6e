// features/monitoring: error reporting (lib/monitoring), under the path features and pages use.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) reportError

/** The reporter, under the path pages, features and tests have always used (`vi.mock("@/features/monitoring/report-error")` silences every feature that reports through here). */
export { reportError } from "./report-error";
