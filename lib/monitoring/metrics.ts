import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from "prom-client";

/**
 * Metrics live in prom-client's default registry, which the production server script and every
 * Next bundle share (prom-client is a server external, loaded once). Each bundle holds its own copy
 * of this module, so a metric is looked up by name before it is made: a second registration of a
 * name would throw.
 */

export function counter<T extends string>(config: CounterConfiguration<T>): Counter<T> {
  return (register.getSingleMetric(config.name) as Counter<T> | undefined) ?? new Counter(config);
}

export function gauge<T extends string>(config: GaugeConfiguration<T>): Gauge<T> {
  return (register.getSingleMetric(config.name) as Gauge<T> | undefined) ?? new Gauge(config);
}

export function histogram<T extends string>(config: HistogramConfiguration<T>): Histogram<T> {
  return (register.getSingleMetric(config.name) as Histogram<T> | undefined) ?? new Histogram(config);
}

/**
 * Node's default metrics (CPU, memory, event-loop lag, GC, handles), registered once per process
 * whoever asks first (this route or the server script): a second registration would throw.
 */
export function ensureDefaultMetrics(): void {
  if (!register.getSingleMetric("process_cpu_user_seconds_total")) collectDefaultMetrics();
}
