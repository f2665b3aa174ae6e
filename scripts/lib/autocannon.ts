// autocannon's programmatic API, typed (it ships no types): given no callback it returns a promise
// of the run's figures. For the measuring scripts (bench-cluster.ts; bench.ts declares the same).
import { createRequire } from "node:module";

export type Histogram = { p50: number; p99: number; average: number };
export type AutocannonResult = {
  latency: Histogram;
  requests: Histogram & { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
