import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuSecondsSince, cpuSnapshot, descendantsOf, processesNamed } from './process-stats';

describe('process stats', () => {
  it("finds a process's children and their children (a cluster's workers, nginx's)", async () => {
    // A shell that starts a sleep: the sleep is the shell's child, this test's grandchild.
    const shell = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' });
    const shellPid = shell.pid;
    if (shellPid === undefined) throw new Error('sh did not start');
    let grandchildren: number[] = [];
    try {
      for (let i = 0; i < 100 && grandchildren.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        grandchildren = descendantsOf(shellPid);
      }
      expect(grandchildren).toHaveLength(1);
      expect(descendantsOf(process.pid)).toEqual(expect.arrayContaining([shellPid, ...grandchildren]));
    } finally {
      for (const pid of [...grandchildren, shellPid]) process.kill(pid, 'SIGKILL');
    }
  });

  it("counts CPU since a snapshot without going negative when a process ends (PostgreSQL's backends come and go)", () => {
    const gone = 999_999_999;
    const before = new Map([[gone, 5], ...cpuSnapshot([process.pid])]);
    const busyUntil = performance.now() + 50;
    while (performance.now() < busyUntil);
    const used = cpuSecondsSince(before, [gone, process.pid]);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(5);
  });

  it('finds processes by program name', () => {
    expect(processesNamed(['node'])).toContain(process.pid);
    expect(processesNamed(['no-such-program'])).toEqual([]);
  });
});
