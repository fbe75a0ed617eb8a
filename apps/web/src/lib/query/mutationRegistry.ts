import { hashKey, type QueryKey } from './keys';

interface PendingMutation {
  key: string;
  variables: unknown;
}

/** The mutations under way, by key, so any component can show which items are being changed. */
export class MutationRegistry {
  private pending: PendingMutation[] = [];
  private readonly listeners = new Set<() => void>();
  private snapshots = new Map<string, unknown[]>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  start(mutationKey: QueryKey | undefined, variables: unknown): () => void {
    const record = { key: hashKey(mutationKey ?? []), variables };
    this.change([...this.pending, record]);
    return () => this.change(this.pending.filter((p) => p !== record));
  }

  /** The variables of the mutations under way with this key; the same array until one starts or ends. */
  variables(mutationKey: QueryKey): unknown[] {
    const key = hashKey(mutationKey);
    let snapshot = this.snapshots.get(key);
    if (!snapshot) {
      snapshot = this.pending.filter((p) => p.key === key).map((p) => p.variables);
      this.snapshots.set(key, snapshot);
    }
    return snapshot;
  }

  private change(pending: PendingMutation[]): void {
    this.pending = pending;
    this.snapshots = new Map();
    for (const listener of this.listeners) listener();
  }
}
