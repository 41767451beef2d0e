// Resident memory of the server: its process and, with WORKERS, the cluster's workers (its children).
import { readFileSync } from 'node:fs';
import { rssMb } from './lib.mjs';

function processes(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/** VmRSS of the largest process and of all of them, in MB. */
export function serverMemory(pid) {
  const each = processes(pid).map((p) => {
    try {
      return rssMb(p);
    } catch {
      return 0; // a worker that just exited
    }
  });
  return { max_mb: Math.max(...each), total_mb: Math.round(each.reduce((a, b) => a + b, 0) * 10) / 10, processes: each.length };
}

/** Samples the server's memory every `everyMs` until stopped: the peaks. */
export function memoryWatch(pid, everyMs = 100) {
  const peak = { max_mb: 0, total_mb: 0, processes: 0 };
  const sample = () => {
    const now = serverMemory(pid);
    peak.max_mb = Math.max(peak.max_mb, now.max_mb);
    peak.total_mb = Math.max(peak.total_mb, now.total_mb);
    peak.processes = Math.max(peak.processes, now.processes);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
