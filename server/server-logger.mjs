// The server script's own pino logger, configured as the app's (lib/log/logger.ts): JSON lines on
// stdout, the same redaction list from the one shared file, LOG_LEVEL (info).
import pino from "pino";
import { REDACT_PATHS, REDACTED } from "../lib/log/redact.mjs";

/** `destination` defaults to stdout (synchronous, so the last lines before an exit are written). */
export function createServerLogger(
  destination = pino.destination({ fd: 1, sync: true }),
  level = process.env.LOG_LEVEL || "info",
) {
  return pino(
    {
      level,
      base: { service: "lumina" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
}
