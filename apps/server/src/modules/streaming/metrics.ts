/** What streams count (ServiceMetrics fits it). */
export interface StreamMetrics {
  /** A connection started receiving a stream; the answer is called when it ends. */
  streamOpened(): () => void;
  /** Plays heard by stream connections, once written to the plays log. */
  streamPlays(count: number): void;
  /** Audio bytes written to a stream connection. */
  audioSent(source: 'stream', bytes: number): void;
}
