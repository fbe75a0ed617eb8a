import type { PlayerCommands } from './types';

export interface DeferredPlayer {
  /** Usable at once: before the engine has loaded, a command waits for it. */
  commands: PlayerCommands;
  /** Starts loading the engine (once); later calls return the same promise. */
  load(): Promise<PlayerCommands>;
}

type Command = keyof PlayerCommands;
const COMMANDS: Command[] = ['play', 'toggle', 'pause', 'resume', 'skip', 'reload', 'setVolume', 'toggleMute', 'setSleepTimer', 'chooseCastDevice'];

/**
 * The player engine is a chunk of its own, loaded as soon as the page starts (in parallel with
 * hydration) but not part of what must download before the page can render and respond: the first
 * download has a budget. A command given before it arrives (a click in the first moments) is
 * carried out when it does, in order; once loaded, commands run synchronously, inside the click
 * that gave them, as browsers want for starting audio.
 */
/** `beforeLoad`: told of a channel played before the engine has loaded (earlyStart.ts sends its start call then). */
export function deferPlayer(loadEngine: () => Promise<PlayerCommands>, beforeLoad?: { play(channelId: string): void }): DeferredPlayer {
  let engine: PlayerCommands | null = null;
  let loading: Promise<PlayerCommands> | null = null;

  const load = (): Promise<PlayerCommands> => {
    loading ??= loadEngine().then(
      (loaded) => (engine = loaded),
      (error: unknown) => {
        // A failed download (offline, or a release replaced the chunk) is tried again by the next command.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const forward = (name: Command) =>
    (...args: unknown[]) => {
      const run = (target: PlayerCommands) => (target[name] as (...a: unknown[]) => void)(...args);
      if (engine) return run(engine);
      if (name === 'play') beforeLoad?.play(args[0] as string);
      load().then(run, (error: unknown) => console.error('The player could not load', error));
    };

  const commands = Object.fromEntries(COMMANDS.map((name) => [name, forward(name)])) as unknown as PlayerCommands;
  return { commands, load };
}
