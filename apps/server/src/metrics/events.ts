import type { FastifyBaseLogger } from 'fastify';

/**
 * What each event's log line carries besides `event`: ids and durations only. The fields are typed
 * so that nothing else (an email address, a form) can be handed to a line by mistake.
 */
export interface EventFields {
  /** An item the web player reported played (`ms`: how long). */
  play: { channel: string; track: string; user: string | null; ms: number };
  /** A song skipped after `ms` (only logged-in listeners skip; anonymous ones are asked to log in). */
  skip: { channel: string; track: string; user: string | null; ms: number };
  /** A song or an artist banned from a channel (the listener's own copy of it). */
  ban: { channel: string; user: string; track: string } | { channel: string; user: string; artist: string };
  /** An account made: by the emailed sign-up link, or a first Facebook log-in. */
  sign_up: { user: string; via: 'email' | 'facebook' };
}

export type EventName = keyof EventFields;

/** Declares each event once: its log line and its count go together (ServiceMetrics). */
export interface EventLog {
  /** One JSON line on `log` (a request's, so it carries the request id) and one more in the event's count. */
  event<E extends EventName>(log: FastifyBaseLogger, event: E, fields: EventFields[E]): void;
}
