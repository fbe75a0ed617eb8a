import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (sending mail). Each task is kept until it settles so
 * that close() and tests can wait for it; a failure is logged, never thrown at a caller.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  run(name: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, `${name} failed`),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every task (including ones started meanwhile) has settled. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
  }
}
