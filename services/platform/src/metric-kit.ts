// Prometheus metrics for code outside the platform's own middleware (AI calls, feed fan-out, event
// plumbing): registered once in prom-client's default registry, which GET /metrics serves. A module
// loaded twice in one process (tests) gets the metric registered the first time.
import client from 'prom-client';

export function defineCounter<L extends string>(name: string, help: string, labelNames: L[] = []): client.Counter<L> {
  return (client.register.getSingleMetric(name) as client.Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames });
}

export function defineGauge<L extends string>(
  name: string,
  help: string,
  labelNames: L[] = [],
  collect?: (this: client.Gauge<L>) => void | Promise<void>,
): client.Gauge<L> {
  return (client.register.getSingleMetric(name) as client.Gauge<L> | undefined) ?? new client.Gauge({ name, help, labelNames, collect });
}

export function defineHistogram<L extends string>(name: string, help: string, labelNames: L[], buckets: number[]): client.Histogram<L> {
  return (client.register.getSingleMetric(name) as client.Histogram<L> | undefined) ?? new client.Histogram({ name, help, labelNames, buckets });
}
