// The server's HTTP metrics, in prom-client's default registry: the app's /api/metrics serves that
// registry, and prom-client is a server-external package (next.config.ts), so this script and every
// bundle share one module instance. Get-or-create: a second copy of this module must not register
// the same name twice (prom-client throws).
import client from "prom-client";

const { register, Counter, Histogram, collectDefaultMetrics } = client;

/** Seconds; a cached page answers in milliseconds, a checkout on a hosted store in a second or two. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LABELS = ["method", "route", "status"];

export function httpMetrics() {
  const requests =
    register.getSingleMetric("lumina_http_requests_total") ??
    new Counter({
      name: "lumina_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: LABELS,
    });
  const duration =
    register.getSingleMetric("lumina_http_request_duration_seconds") ??
    new Histogram({
      name: "lumina_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status",
      labelNames: LABELS,
      buckets: BUCKETS,
    });
  return {
    observe({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

/** Node's default metrics (CPU, memory, event loop lag, GC), collected once per process. */
export function collectNodeMetrics() {
  if (!register.getSingleMetric("process_cpu_user_seconds_total")) collectDefaultMetrics();
}
