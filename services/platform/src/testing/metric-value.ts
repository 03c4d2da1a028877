// Reads one series from a Prometheus text exposition (GET /metrics) in tests.

/** The value of the series `name` whose labels include every `labels` pair; undefined when absent. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((candidate) => {
    if (!candidate.startsWith(`${name}{`) && !candidate.startsWith(`${name} `)) return false;
    return wanted.every((pair) => candidate.includes(pair));
  });
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}
