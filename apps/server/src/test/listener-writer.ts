import { seeded } from './catalogs';
import type { HttpVisitor } from './http-visitor';
import type { WriteKind } from './listener-writes';

/**
 * A listener writing without a break: two lanes per kind of write, each on its own half of the
 * keys and one request at a time, so the writes to a key are ordered and the ledger can tell what
 * the key may hold. Each lane draws from its own seeded sequence. Held while the server is down.
 */
export class ListenerWriter {
  /** Requests sent and not yet answered. */
  inFlight = 0;
  /** Error answers (any answer but the write's success): a listener would have seen them. */
  readonly refused: string[] = [];
  private held: { gate: Promise<void>; open: () => void } | undefined;
  private stopped = false;
  private acknowledged = 0;
  private waiting: { target: number; resolve: () => void } | undefined;
  private readonly lanes: Promise<void>[];

  constructor(
    private readonly listener: HttpVisitor,
    private readonly baseUrl: string,
    private readonly kinds: WriteKind[],
    seed: number,
  ) {
    this.lanes = kinds.flatMap((kind, k) =>
      [0, 1].map((half) => this.lane(kind, kind.ledger.keys().filter((_, i) => i % 2 === half), seeded(seed + 1 + 2 * k + half))),
    );
  }

  /** Resolves once `count` more writes have been acknowledged. */
  acknowledgements(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiting = { target: this.acknowledged + count, resolve };
    });
  }

  /** No lane sends another request until `resume`; those in flight stay in flight. */
  hold(): void {
    if (this.held) return;
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.held = { gate, open };
  }

  resume(): void {
    this.held?.open();
    this.held = undefined;
  }

  /** Checks what the listener sees stored against every kind's ledger; describes what no write explains. */
  async settle(): Promise<string[]> {
    const found: string[] = [];
    for (const kind of this.kinds) {
      for (const m of kind.ledger.settle(await kind.read())) found.push(`${kind.name} of ${m.key}: stored ${m.stored}, but the writes allow ${m.allowed.join(' or ') || 'nothing'}`);
    }
    return found;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.resume();
    await Promise.all(this.lanes);
  }

  private async lane(kind: WriteKind, keys: string[], random: () => number): Promise<void> {
    for (;;) {
      await this.held?.gate;
      if (this.stopped) return;
      const key = keys[Math.floor(random() * keys.length)];
      const value = kind.next(kind.ledger.latest(key), random);
      const { path, form } = kind.request(key, value);
      this.inFlight += 1;
      let answer: { status: number; text: string };
      try {
        const res = await this.listener.post(this.baseUrl, path, form);
        answer = { status: res.status, text: await res.text() };
      } catch {
        // The connection died with the server: this write may or may not be stored.
        kind.ledger.unanswered(key, value);
        continue;
      } finally {
        this.inFlight -= 1;
      }
      if (answer.status === 200 && kind.acknowledges(parsed(answer.text))) {
        kind.ledger.acknowledged(key, value);
        this.countAcknowledged();
      } else {
        kind.ledger.unanswered(key, value);
        this.refused.push(`${kind.name} of ${key}: ${answer.status} ${answer.text}`);
      }
    }
  }

  private countAcknowledged(): void {
    this.acknowledged += 1;
    if (this.waiting && this.acknowledged >= this.waiting.target) {
      this.waiting.resolve();
      this.waiting = undefined;
    }
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
