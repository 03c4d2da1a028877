// CPU used by named processes over a measured interval, from /proc/<pid>/stat (utime + stime), so a
// number can be told apart from the load the shared machine's other users put on it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const ticksPerSecond = 100;

function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The pid of a running program by its exact name (the shared stack's ferretdb, redis-server). */
export function pidOf(name: string): number | undefined {
  try {
    return Number(execFileSync('pgrep', ['-x', '-o', name], { encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
}

export const loadAverage = () => loadavg().map((value) => value.toFixed(1)).join(' ');

/** Starts counting; the returned function gives "name 85% of a core, …" for the time since. */
export function startCpuCount(pids: Record<string, number | undefined>): () => string {
  const started = performance.now();
  const before = Object.entries(pids).map(([name, pid]) => ({ name, pid, ticks: pid ? cpuTicks(pid) : undefined }));
  return () => {
    const seconds = (performance.now() - started) / 1000;
    return before.map(({ name, pid, ticks }) => {
      const after = pid ? cpuTicks(pid) : undefined;
      if (ticks === undefined || after === undefined) return `${name} ?`;
      return `${name} ${((100 * (after - ticks)) / ticksPerSecond / seconds).toFixed(0)}%`;
    }).join(', ');
  };
}
