import type { Energy } from './genre-def';
import type { VocabKey } from './vocab-keys';

const CONCERT: VocabKey[] = ['classical', 'baroque', 'opera', 'piano', 'film'];

/**
 * Channel name patterns. {C} is a genre core ('Smooth Jazz'), {E} a decade ('80s').
 * `intro` opens the channel description; {n} is the genre in running text.
 */
export interface NameTemplate {
  pattern: string;
  intro: string;
  energies: Energy[];
  keywords: string[];
  /** Not for the Kids genre. */
  adult?: boolean;
  /** Word banks (genre idioms) the pattern reads wrongly for. */
  skip?: VocabKey[];
  /** Needs a genre whose years reach before 1990 / after 2005. */
  needsOld?: boolean;
  needsNew?: boolean;
}

const ALL: Energy[] = ['calm', 'mid', 'high'];
const SOFT: Energy[] = ['calm', 'mid'];
const LIVELY: Energy[] = ['mid', 'high'];

export const NAME_TEMPLATES: NameTemplate[] = [
  { pattern: '{C} Hits', intro: 'The biggest {n} hits', energies: ALL, keywords: ['hits'], skip: [...CONCERT, 'ambient'] },
  { pattern: '{C} Classics', intro: 'Timeless {n} classics', energies: ALL, keywords: ['classics'] },
  { pattern: '{C} Favorites', intro: 'Listener-favorite {n}', energies: ALL, keywords: ['favorites'] },
  { pattern: 'Best of {C}', intro: 'The very best of {n}', energies: ALL, keywords: ['hits'] },
  { pattern: '{E} {C}', intro: '{n} from the {E}', energies: ALL, keywords: [] },
  { pattern: '{E} {C} Hits', intro: 'The {n} hits of the {E}', energies: ALL, keywords: ['hits'] },
  { pattern: 'Mellow {C}', intro: 'The mellow side of {n}', energies: SOFT, keywords: ['mellow'] },
  { pattern: 'Upbeat {C}', intro: 'Upbeat, feel-good {n}', energies: LIVELY, keywords: ['upbeat'] },
  { pattern: '{C} Lounge', intro: 'Laid-back {n} for lounging', energies: SOFT, keywords: ['lounge', 'laid-back'], adult: true, skip: ['faith', 'metal', 'film', 'opera'] },
  { pattern: '{C} Cafe', intro: 'Coffeehouse {n}', energies: SOFT, keywords: ['coffee'], adult: true, skip: ['metal', 'faith', 'film'] },
  { pattern: 'Late Night {C}', intro: 'After-hours {n} for winding down', energies: SOFT, keywords: ['late night'], adult: true },
  { pattern: '{C} at Work', intro: 'Office-friendly {n} that keeps you in the zone', energies: SOFT, keywords: ['work', 'office'], adult: true },
  { pattern: '{C} Deep Cuts', intro: 'Album tracks and hidden gems from the world of {n}', energies: ALL, keywords: ['deep cuts'] },
  { pattern: '{C} Essentials', intro: 'Essential {n} from the artists who defined it', energies: ALL, keywords: ['essentials'] },
  { pattern: 'Modern {C}', intro: 'Fresh {n} from today’s artists', energies: ALL, keywords: ['modern'], needsNew: true },
  { pattern: 'Classic {C}', intro: '{n} from the golden years', energies: ALL, keywords: ['vintage'], needsOld: true },
  { pattern: '{C} Unplugged', intro: 'Stripped-down, acoustic {n}', energies: LIVELY, keywords: ['acoustic', 'unplugged'], skip: [...CONCERT, 'electronic'] },
  { pattern: '{C} Mix', intro: 'A wide-ranging {n} mix', energies: ALL, keywords: ['variety'] },
  { pattern: '{C} Gold', intro: 'Solid-gold {n}', energies: ALL, keywords: ['classics'], needsOld: true },
  { pattern: 'Sunday Morning {C}', intro: 'Easygoing {n} for slow Sunday mornings', energies: SOFT, keywords: ['sunday morning', 'relaxing'] },
  { pattern: '{C} Party', intro: '{n} to get the party started', energies: LIVELY, keywords: ['party'], skip: [...CONCERT, 'ambient', 'faith'] },
  { pattern: 'Chill {C}', intro: 'Chilled-out {n}', energies: SOFT, keywords: ['chill'] },
  { pattern: '{C} Radio', intro: 'Non-stop {n}', energies: ALL, keywords: [] },
  { pattern: '{C} Road Trip', intro: '{n} for the open road', energies: LIVELY, keywords: ['road trip', 'driving'] },
  { pattern: '{C} Workout', intro: 'High-energy {n} to power your workout', energies: ['high'], keywords: ['workout', 'energetic'], skip: ['faith'] },
  { pattern: '{C} Love Songs', intro: 'Romantic {n} for two', energies: ALL, keywords: ['love songs', 'romantic'], adult: true, skip: ['classical', 'baroque', 'film', 'piano', 'ambient', 'metal', 'faith'] },
  { pattern: '{C} Anthems', intro: 'Big, sing-along {n} anthems', energies: ['high'], keywords: ['anthems'] },
  { pattern: 'Essential {C}', intro: 'The essential {n} collection', energies: ALL, keywords: ['essentials'] },
  { pattern: 'New {C}', intro: 'New and recent {n}', energies: ALL, keywords: ['new music'], needsNew: true },
  { pattern: '{C} Legends', intro: 'The legends of {n}', energies: ALL, keywords: ['legends'], needsOld: true },
  { pattern: 'Feel-Good {C}', intro: 'Feel-good {n} to brighten your day', energies: LIVELY, keywords: ['feel-good', 'happy'] },
  { pattern: 'Rainy Day {C}', intro: 'Cozy {n} for grey skies', energies: SOFT, keywords: ['rainy day', 'cozy'] },
  { pattern: '{C} for Studying', intro: 'Focused, unobtrusive {n} for studying', energies: ['calm'], keywords: ['study', 'focus'] },
  { pattern: '{C} Dinner Party', intro: 'Elegant {n} for dinner with friends', energies: SOFT, keywords: ['dinner party'], adult: true, skip: ['metal', 'faith', 'hiphop', 'film', 'ambient', 'electronic'] },
  { pattern: 'Summer {C}', intro: 'Sun-soaked {n}', energies: LIVELY, keywords: ['summer', 'sunny'] },
  { pattern: '{C} After Dark', intro: '{n} for the night hours', energies: ALL, keywords: ['late night'], adult: true, skip: ['faith'] },
  { pattern: '{C} Spotlight', intro: 'A spotlight on {n}', energies: ALL, keywords: [] },
  { pattern: '{C} Throwbacks', intro: '{n} throwbacks', energies: LIVELY, keywords: ['throwback', 'nostalgic'], needsOld: true, skip: CONCERT },
  { pattern: 'Instrumental {C}', intro: 'Instrumental {n}, with no vocals to distract', energies: SOFT, keywords: ['instrumental'], skip: [...CONCERT, 'ambient'] },
  { pattern: '{C} Rarities', intro: 'Rare and overlooked {n}', energies: ALL, keywords: ['rarities', 'deep cuts'] },
  { pattern: '{C} Mixtape', intro: 'A handmade {n} mixtape', energies: ALL, keywords: ['mixtape'] },
  { pattern: 'Weekend {C}', intro: 'Weekend-ready {n}', energies: ALL, keywords: ['weekend'] },
  { pattern: '{C} Jukebox', intro: 'A jukebox full of {n}', energies: LIVELY, keywords: ['jukebox'], needsOld: true, skip: ['electronic', 'hiphop', 'ambient', 'latin', ...CONCERT] },
  { pattern: '{C} Cocktail Hour', intro: 'Sophisticated {n} for cocktail hour', energies: SOFT, keywords: ['cocktails'], adult: true, skip: ['film', 'faith', 'metal', 'hiphop', 'ambient', 'piano', 'electronic'] },
];

export const SPECIAL_INTROS = [
  'A hand-picked mix of {n}',
  'Our curators’ pick of {n}',
  'Carefully chosen {n}',
  'A focused slice of {n}',
  'Handcrafted {n} for discerning ears',
];

export const CLOSINGS = [
  'Hand-picked by the Earshot curators.',
  'No talk, just music.',
  'Perfect for work, home or the road.',
  'Sit back and let it play.',
  'Refreshed regularly by our music team.',
  'Always free, with unlimited skips.',
  'Turn it up and enjoy.',
  'Built by people who love this music.',
];
