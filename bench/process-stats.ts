import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system, all threads) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at index 2 of this split.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Resident memory of a process, in bytes. */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

/** The parent of a process, or null once it has ended. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Every process started by `pid`, its children's children included (a cluster's workers, nginx's). */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const children = parents.get(next) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** Processes running one of these programs (by /proc/<pid>/comm): PostgreSQL's backends, Redis. */
export function processesNamed(names: string[]): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (names.includes(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) found.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** Each process's CPU seconds so far, by pid: what `cpuSecondsSince` counts from. */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  const taken = new Map<number, number>();
  for (const pid of pids) {
    try {
      taken.set(pid, cpuSeconds(pid));
    } catch {
      // Ended before it could be read.
    }
  }
  return taken;
}

/**
 * CPU seconds these processes used since `before`: a process in both counts its difference, one
 * started since counts whole, one that ended meanwhile is lost (PostgreSQL's backends come and go,
 * and a plain difference of totals would then go negative).
 */
export function cpuSecondsSince(before: Map<number, number>, pids: number[]): number {
  let sum = 0;
  for (const [pid, seconds] of cpuSnapshot(pids)) sum += seconds - (before.get(pid) ?? 0);
  return sum;
}

/** Resident memory of several processes, in bytes. */
export function totalRssBytes(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + rssBytes(pid);
    } catch {
      return sum;
    }
  }, 0);
}
