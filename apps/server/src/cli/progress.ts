/** A progress bar on a terminal; one line per step otherwise (logs, CI). */
export class Progress {
  private readonly tty = Boolean(process.stdout.isTTY);
  private drawn = false;

  /** `writeLine` prints each step's line when there is no terminal (the server logs it as JSON). */
  constructor(
    private readonly writeLine: (line: string) => void = console.log,
    private readonly width = 30,
  ) {}

  /** Step `done` of `total` finished with `label` (e.g. "added  path/to/file"). */
  step(done: number, total: number, label: string): void {
    if (!this.tty) {
      this.writeLine(`[${done}/${total}] ${label}`);
      return;
    }
    const filled = total ? Math.round((done / total) * this.width) : this.width;
    const bar = `${'█'.repeat(filled)}${'░'.repeat(this.width - filled)}`;
    const room = Math.max(10, (process.stdout.columns ?? 100) - this.width - 20);
    const tail = label.length > room ? `…${label.slice(-room + 1)}` : label;
    process.stdout.write(`\r\x1b[2K${bar} ${done}/${total} ${tail}`);
    this.drawn = true;
  }

  /** Ends the bar's line before other output. */
  end(): void {
    if (this.drawn) process.stdout.write('\n');
    this.drawn = false;
  }
}
