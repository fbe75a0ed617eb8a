import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** This thread's kernel id, for per-thread nice values (Linux: /proc/thread-self → "pid/task/tid"). */
function threadId(): number | null {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

/**
 * Switches this worker thread between normal priority for a listener's urgent steps and the
 * lowest for background work. Where the OS refuses (no /proc, or raising priority back needs
 * privileges the process lacks), the thread keeps the priority it has.
 */
export function threadPriority(): (background: boolean) => void {
  const tid = threadId();
  let current: boolean | null = null;
  return (background) => {
    if (tid === null || background === current) return;
    try {
      setPriority(tid, background ? constants.priority.PRIORITY_LOW : constants.priority.PRIORITY_NORMAL);
      current = background;
    } catch {
      current = background;
    }
  };
}
