/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) a summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  /** Microseconds since the previous sample, one per sample. */
  timeDeltas: number[];
}

export interface HotFunction {
  /** `name file:line`, the file relative to node_modules or the repository where it is in one. */
  fn: string;
  selfMs: number;
  /** Share of all sampled time, idle included, in percent. */
  percent: number;
}

const shortFile = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/');

/**
 * Self time per function, summed over every node of the call tree that runs it, highest first.
 * A sample's time is the delta to the next sample (V8 attributes the interval that follows a tick
 * to the function the tick caught).
 */
export function topSelfTime(profile: CpuProfile, count: number): HotFunction[] {
  const nameOf = new Map(
    profile.nodes.map((n) => {
      const { functionName, url, lineNumber } = n.callFrame;
      return [n.id, url ? `${functionName || '(anonymous)'} ${shortFile(url)}:${lineNumber + 1}` : functionName];
    }),
  );
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const fn = nameOf.get(id) ?? `(node ${id})`;
    selfUs.set(fn, (selfUs.get(fn) ?? 0) + us);
    totalUs += us;
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, us]) => ({ fn, selfMs: Math.round(us / 100) / 10, percent: totalUs ? Math.round((us / totalUs) * 1000) / 10 : 0 }));
}
