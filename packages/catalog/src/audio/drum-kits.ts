import type { InstrumentId } from './instruments';

/**
 * One bar per line, a character per 16th note (12 in 3/4): X accent, x hit, o medium, . ghost, - rest.
 * Keys are drum instruments.
 */
export type DrumPattern = Partial<Record<InstrumentId, string>>;

export interface DrumKit {
  verse: DrumPattern;
  chorus: DrumPattern;
  waltz?: DrumPattern;
  /** Snare/tom fill into the next section and a crash on its downbeat. */
  fills: boolean;
  /** Bridges drop the kick (a dance-music breakdown). */
  breakdown?: boolean;
}

const backbeat = '----x-------x---';

export const DRUM_KITS = {
  pop: {
    verse: { kick: 'x-------x-x-----', snare: backbeat, hatClosed: 'x-o-x-o-x-o-x-o-' },
    chorus: { kick: 'x-----x-x-x-----', snare: backbeat, clap: backbeat, hatClosed: 'x-o-x-o-x-o-x-oo' },
    fills: true,
  },
  rock: {
    verse: { kick: 'x-------x-x-----', snare: backbeat, hatClosed: 'x-o-x-o-x-o-x-o-' },
    chorus: { kick: 'x-x-----x-x-----', snare: '----X-------X---', ride: 'x-o-x-o-x-o-x-o-' },
    fills: true,
  },
  metal: {
    verse: { kick: 'x-x-x-x-x-xxx-x-', snare: '----X-------X---', hatClosed: 'x-x-x-x-x-x-x-x-' },
    chorus: { kick: 'xxxxxxxxxxxxxxxx', snare: '----X-------X---', ride: 'x-x-x-x-x-x-x-x-' },
    fills: true,
  },
  jazz: {
    verse: { brush: 'o---o---o---o---', brushTap: '----x-------x--.', kick: '.-------.-------' },
    chorus: { ride: 'x---x-o-x---x-o-', hatClosed: '----o-------o---', brushTap: '------.-----x---', kick: '.-------.-----.-' },
    waltz: { ride: 'x---x-o-x-o-', hatClosed: '----o---o---', kick: '.-----------' },
    fills: false,
  },
  house: {
    verse: { kick: 'x---x---x---x---', hatOpen: '--o---o---o---o-', clap: backbeat },
    chorus: { kick: 'x---x---x---x---', clap: backbeat, hatOpen: '--o---o---o---o-', hatClosed: 'o.o.o.o.o.o.o.o.' },
    fills: false,
    breakdown: true,
  },
  boombap: {
    verse: { kick808: 'x------x--x-----', snare: backbeat, hatClosed: 'x-o-x-o-x-o-x-o-' },
    chorus: { kick808: 'x------x--x--x--', snare: backbeat, hatClosed: 'x-oox-o-x-oox-o-' },
    fills: false,
  },
  country: {
    verse: { kick: 'x-------x-------', brushTap: backbeat, hatClosed: 'o-o-o-o-o-o-o-o-' },
    chorus: { kick: 'x-----x-x-------', snare: backbeat, shaker: 'o.o.o.o.o.o.o.o.' },
    waltz: { kick: 'x-----------', brushTap: '----o---o---', hatClosed: 'o-o-o-o-o-o-' },
    fills: true,
  },
  shuffle: {
    verse: { kick: 'x-------x-------', snare: backbeat, hatClosed: 'x-o-x-o-x-o-x-o-' },
    chorus: { kick: 'x-----.-x-----.-', snare: backbeat, ride: 'x-o-x-o-x-o-x-o-' },
    fills: true,
  },
  folk: {
    verse: { shaker: 'o-o-o-o-o-o-o-o-', kick: '.-------.-------' },
    chorus: { kick: 'x-------x-------', sleigh: backbeat, shaker: 'o.o.o.o.o.o.o.o.' },
    waltz: { kick: 'x-----------', shaker: 'o-o-o-o-o-o-' },
    fills: false,
  },
  onedrop: {
    verse: { kick: '--------x-------', rim: '--------x-------', hatClosed: 'o-o-o-o-o-o-o-o-' },
    chorus: { kick: '--------x-------', snare: '--------x-------', hatClosed: 'o-ooo-o-o-ooo-o-' },
    fills: false,
  },
  latin: {
    verse: { rim: 'x--x--x---x-x---', conga: '--o---.o--o---.o', congaLow: '------x-------x-', shaker: 'o.o.o.o.o.o.o.o.' },
    chorus: { rim: 'x--x--x---x-x---', conga: '--o-o-.o--o-o-.o', congaLow: '------x-------x-', shaker: 'o.o.o.o.o.o.o.o.', kick: 'x-----.-x-----.-' },
    fills: false,
  },
  funk: {
    verse: { kick: 'x-x---x-.-x---x-', snare: '----x--.-.--x--.', hatClosed: 'xoxoxoxoxoxoxoxo' },
    chorus: { kick: 'x-x---x-.-x---x-', snare: '----x--.-.--x--.', hatClosed: 'xoxoxoxoxoxoxo--', hatOpen: '--------------o-' },
    fills: true,
  },
  world: {
    verse: { congaLow: 'x-----x---x-----', conga: '---o---o-o--o--o', shaker: 'o.o.o.o.o.o.o.o.' },
    chorus: { congaLow: 'x-----x---x-----', conga: '--oo---o-o-oo--o', shaker: 'o.o.o.o.o.o.o.o.', kick: 'x-------x-------' },
    fills: false,
  },
  christmas: {
    verse: { sleigh: 'o-o-o-o-o-o-o-o-', kick: 'x-------x-------', brushTap: backbeat },
    chorus: { sleigh: 'xoxoxoxoxoxoxoxo', kick: 'x-------x-x-----', snare: backbeat },
    waltz: { sleigh: 'o-o-o-o-o-o-', kick: 'x-----------', brushTap: '----o---o---' },
    fills: true,
  },
} satisfies Record<string, DrumKit>;

export type DrumKitId = keyof typeof DRUM_KITS;

export function hitVelocity(ch: string): number {
  return ch === 'X' ? 1 : ch === 'x' ? 0.82 : ch === 'o' ? 0.62 : ch === '.' ? 0.34 : 0;
}
