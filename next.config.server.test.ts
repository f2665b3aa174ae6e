import { describe, expect, it } from "vitest";
import config from "./next.config";

describe("modules shared by the server script and the app's bundles", () => {
  it("leaves the metrics registry, logger, job queue, Redis client and cache handler external, so each has one instance per process", () => {
    // Bundled, each bundle would carry its own prom-client registry: /api/metrics would not see the
    // server script's request counts, nor one bundle the metrics another made.
    expect(config("phase-production-build").serverExternalPackages).toEqual(
      expect.arrayContaining(["prom-client", "pino", "pg-boss", "@redis/client", "@fortedigital/nextjs-cache-handler"]),
    );
  });
});
