import type { ImportGraph } from './import-graph';

/**
 * The import cycles of a graph, each as the set of files that reach one another (a strongly
 * connected component of two or more files, or one file importing itself), files sorted. Counting
 * components rather than every closed path keeps one tangle one finding, however many paths run
 * through it. Tarjan's algorithm, iterative so that a deep import chain cannot overflow the stack.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;

  const targets = (file: string): string[] => (graph.get(file)?.imports ?? []).map((edge) => edge.to).filter((to) => graph.has(to));

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number; targets: string[] }[] = [];
    const visit = (file: string): void => {
      index.set(file, counter);
      lowLink.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      work.push({ file, next: 0, targets: targets(file) });
    };
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const to = frame.targets[frame.next];
      if (to !== undefined) {
        frame.next += 1;
        if (!index.has(to)) visit(to);
        else if (onStack.has(to)) lowLink.set(frame.file, Math.min(lowLink.get(frame.file) ?? 0, index.get(to) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) lowLink.set(parent.file, Math.min(lowLink.get(parent.file) ?? 0, lowLink.get(frame.file) ?? 0));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || frame.targets.includes(frame.file)) cycles.push(component.sort());
    }
  }
  return cycles;
}
