/** `items` in runs of at most `size`: bulk statements stay under the databases' bounds on parameters. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}
