import pino, { type DestinationStream, type LevelWithSilent, type LogFn, type Logger } from "pino";
import { serverEnv } from "@/lib/env";
import { REDACT_PATHS, REDACTED } from "./redact.mjs";
import { currentRequest } from "./request-context";

/**
 * The server's logger: one JSON object per line on stdout, which any collector reads. Fields named
 * in lib/log/redact.mjs (credentials, cookies, personal data) are replaced with "[redacted]" at
 * any depth the list reaches, and each line written while a request is served carries its
 * `reqId`, so a request's lines can be followed across the app and the server script's
 * access line. Server-side only (client components keep the console).
 */

export type LoggerOptions = { level?: LevelWithSilent };

/** A logger writing to `destination` (stdout by default); tests pass their own stream to read the lines. */
export function createLogger(destination?: DestinationStream, options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? defaultLevel(),
      base: { service: "lumina" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      mixin() {
        const request = currentRequest();
        return request ? { reqId: request.id } : {};
      },
    },
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
}

/**
 * LOG_LEVEL, else `info`; under the test runner (NODE_ENV=test) `silent`, so expected failures do
 * not flood test output. An environment that does not parse must not stop an error being logged,
 * so the logger then keeps `info`.
 */
function defaultLevel(): LevelWithSilent {
  try {
    const env = serverEnv();
    return env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info");
  } catch {
    return "info";
  }
}

/** The methods app code logs with; the pino instance behind them is made at the first line. */
export type AppLogger = Pick<Logger, "fatal" | "error" | "warn" | "info" | "debug" | "trace">;

let shared: Logger | undefined;
const instance = () => (shared ??= createLogger());
const level =
  (name: keyof AppLogger): LogFn =>
  (...args: unknown[]) =>
    (instance()[name] as (...args: unknown[]) => void)(...args);

/**
 * The process's logger. It reads LOG_LEVEL at its first line, not when imported: reading the
 * environment at import would fix it before a test (or a script) has set it.
 */
export const logger: AppLogger = {
  fatal: level("fatal"),
  error: level("error"),
  warn: level("warn"),
  info: level("info"),
  debug: level("debug"),
  trace: level("trace"),
};
