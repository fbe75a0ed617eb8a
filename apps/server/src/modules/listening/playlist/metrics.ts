import type { EventLog } from '../../../metrics/events';

/** What listening counts and logs (ServiceMetrics fits it). */
export interface ListeningMetrics extends EventLog {
  /** A listening call (playlist, start, played, skip) by this listener: they are listening now. */
  listenerActive(listenerKey: string): void;
}
