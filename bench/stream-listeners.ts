/**
 * The stream listeners' process (forked by stream-client.ts): raw TCP sockets that each send one
 * GET for an endless stream and then only count what arrives. Every socket reads into the same
 * scratch buffer (net's `onread`), so thousands of streams at 16 kB/s allocate nothing per read;
 * the bytes are never kept, only measured (stream-rule.ts). Its own CPU is the parent's to read.
 */
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type IcyState, StreamMeter, icyAudioBytes } from './stream-rule';

export interface OpenCommand {
  type: 'open';
  host: string;
  port: number;
  path: string;
  /** Ask for ICY metadata (`Icy-MetaData: 1`) and count only the audio between its blocks. */
  icy: boolean;
  count: number;
  /** The connections are spread evenly over this long, as listeners tuning in would be. */
  spreadMs: number;
  /** This process's own block of loopback source addresses (see `sourceAddress`). */
  addressBlock: number;
}
export type Command = OpenCommand | { type: 'window' } | { type: 'close' };

/** Cumulative since the process started: a step is judged on what it added. */
export interface Failures {
  /** Refused, reset or other socket errors. */
  errors: number;
  /** The server ended an endless stream. */
  closed: number;
  /** A status other than 200, or a response head that did not parse. */
  badResponses: number;
  /** No audio byte within FIRST_BYTE_TIMEOUT_S. */
  neverStarted: number;
}

export interface WindowReport {
  type: 'window';
  /** Streams open and playing. */
  streams: number;
  /** Per stream: audio bytes and longest gap (ms) since the last window. */
  bytes: number[];
  gapsMs: number[];
  /** Listeners that have underrun (stream-rule.ts), cumulative. */
  underruns: number;
  /** The largest lag behind real time of any stream, in bytes. */
  maxLagBytes: number;
  failures: Failures;
  /** The first socket error's code (ECONNREFUSED, ECONNRESET…), to tell why listeners failed. */
  firstError: string | null;
  /** ICY metadata blocks with text seen, cumulative (0 without `icy`). */
  metadataBlocks: number;
  /** This process's own event-loop delay over the window: a late client shows up as gaps that are its own. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const HEAD_LIMIT = 16 * 1024;
/**
 * Listeners that share a source address. Earshot holds only a few streams per client address
 * (STREAM_LIMITS.connectionsPerAddress) as a household's; the listeners come from many addresses,
 * as real ones do. All of 127.0.0.0/8 is loopback on Linux, so each socket binds one of its own.
 */
const PER_ADDRESS = 8;

/** The `index`th listener's source address, in `block` (one per process, so processes never share one). */
function sourceAddress(block: number, index: number): string {
  const slot = Math.floor(index / PER_ADDRESS);
  return `127.${10 + block}.${Math.floor(slot / 250)}.${(slot % 250) + 1}`;
}
const scratch = Buffer.allocUnsafe(256 * 1024);
const failures: Failures = { errors: 0, closed: 0, badResponses: 0, neverStarted: 0 };
let metadataBlocks = 0;
let firstError: string | null = null;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

class Listener {
  readonly meter: StreamMeter;
  private head: string | null = '';
  private icy: IcyState | null = null;
  private metaint = 0;
  private failed = false;
  private readonly socket: net.Socket;

  constructor(command: OpenCommand, index: number) {
    this.meter = new StreamMeter(performance.now());
    const request = `GET ${command.path} HTTP/1.1\r\nHost: ${command.host}:${command.port}\r\nUser-Agent: earshot-bench\r\n${command.icy ? 'Icy-MetaData: 1\r\n' : ''}\r\n`;
    this.socket = net.connect({
      host: command.host,
      port: command.port,
      localAddress: sourceAddress(command.addressBlock, index),
      onread: { buffer: scratch, callback: (n, buf) => this.read(n, buf) },
    });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => this.socket.write(request));
    this.socket.on('error', (error: NodeJS.ErrnoException) => {
      firstError ??= error.code ?? error.message;
      this.fail('errors');
    });
    this.socket.on('close', () => this.fail('closed'));
  }

  get playing(): boolean {
    return !this.failed && this.meter.first !== null;
  }

  fail(kind: keyof Failures): void {
    if (this.failed) return;
    this.failed = true;
    failures[kind]++;
    this.socket.destroy();
  }

  /** Counts one read; the bytes stay in the shared scratch buffer and are overwritten by the next. */
  private read(n: number, buf: Uint8Array): boolean {
    const now = performance.now();
    let start = 0;
    if (this.head !== null) {
      const text = Buffer.from(buf.buffer, buf.byteOffset, n).toString('latin1');
      const end = (this.head + text).indexOf('\r\n\r\n');
      if (end < 0) {
        this.head += text;
        if (this.head.length > HEAD_LIMIT) this.fail('badResponses');
        return true;
      }
      const head = (this.head + text).slice(0, end);
      start = end + 4 - this.head.length;
      this.head = null;
      if (!/^(HTTP\/1\.[01]|ICY) 200\b/.test(head)) {
        this.fail('badResponses');
        return false;
      }
      const metaint = /\r\nicy-metaint:\s*(\d+)/i.exec(head);
      if (metaint) {
        this.metaint = Number(metaint[1]);
        this.icy = { audioLeft: this.metaint, metaLeft: 0, blocks: 0 };
      }
    }
    let audio = n - start;
    if (this.icy) {
      const before = this.icy.blocks;
      audio = icyAudioBytes(this.icy, this.metaint, buf, start, n);
      metadataBlocks += this.icy.blocks - before;
    }
    this.meter.arrive(now, audio);
    return true;
  }

  /** Brings the lag up to date and flags a stream that never started. */
  check(now: number): void {
    if (this.failed) return;
    if (this.meter.neverStarted(now)) this.fail('neverStarted');
    else this.meter.observe(now);
  }
}

const listeners: Listener[] = [];

async function open(command: OpenCommand): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < command.count; i++) {
    const due = started + (command.spreadMs * i) / command.count;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    listeners.push(new Listener(command, listeners.length));
  }
}

function window(): WindowReport {
  const now = performance.now();
  const bytes: number[] = [];
  const gapsMs: number[] = [];
  let underruns = 0;
  let maxLagBytes = 0;
  for (const l of listeners) {
    l.check(now);
    if (l.meter.underrun()) underruns++;
    if (l.meter.maxLag > maxLagBytes) maxLagBytes = l.meter.maxLag;
    if (!l.playing) continue;
    const w = l.meter.closeWindow(now);
    l.meter.resetWindow();
    bytes.push(w.bytes);
    gapsMs.push(Math.round(w.maxGapMs));
  }
  const report: WindowReport = {
    type: 'window',
    streams: bytes.length,
    bytes,
    gapsMs,
    underruns,
    maxLagBytes: Math.round(maxLagBytes),
    failures: { ...failures },
    firstError,
    metadataBlocks,
    loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
    loopDelayMaxMs: Math.round(loopDelay.max / 1e5) / 10,
  };
  loopDelay.reset();
  return report;
}

// A stalled stream never reads, so its lag is brought up to date on a timer too.
setInterval(() => {
  const now = performance.now();
  for (const l of listeners) l.check(now);
}, 250).unref();

process.on('message', async (command: Command) => {
  if (command.type === 'open') {
    await open(command);
    process.send?.({ type: 'opened' });
  } else if (command.type === 'window') {
    process.send?.(window());
  } else {
    process.exit(0);
  }
});
