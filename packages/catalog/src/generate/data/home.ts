/** Home page sections and mood-page groups. Filters name genres ('*' any) or Christmas flavours. */
import type { Energy } from './genre-def';

export interface SectionDef {
  param: string;
  name: string;
  /** 'popular' | 'newest' | 'random' | genre names */
  pick: 'popular' | 'newest' | 'random' | string[];
  size: [number, number];
  /** When a small catalog lacks the genres, channels of this energy stand in. */
  energy?: Energy[];
}

export const HOME_SECTIONS: SectionDef[] = [
  { param: 'mostpopular', name: 'Most Popular', pick: 'popular', size: [24, 24] },
  { param: 'newthisweek', name: 'New This Week', pick: 'newest', size: [12, 16] },
  { param: 'staffpicks', name: 'Staff Picks', pick: 'random', size: [14, 18] },
  { param: 'jazzcafe', name: 'Jazz Cafe', pick: ['Smooth Jazz', 'Jazz', 'Vocal Jazz', 'Bossa Nova', 'Lounge'], size: [12, 18], energy: ['calm'] },
  { param: 'rocksolid', name: 'Rock Solid', pick: ['Classic Rock', 'Alternative', 'Hard Rock', 'Indie Rock'], size: [12, 18], energy: ['high'] },
  { param: 'countryroads', name: 'Country Roads', pick: ['Country', 'Classic Country', 'Americana', 'Bluegrass'], size: [10, 16], energy: ['mid'] },
  { param: 'chillout', name: 'Chill Out', pick: ['Chillout', 'Ambient', 'New Age', 'Solo Piano', 'Spa & Relaxation'], size: [10, 16], energy: ['calm'] },
  { param: 'throwbacks', name: 'Throwback Hits', pick: ['Oldies', '80s Hits', '90s Hits', '2000s Hits'], size: [12, 18], energy: ['high', 'mid'] },
];

export interface MoodDef { param: string; name: string; description: string; picks: string[] }

export const WORKDAY_GROUPS: MoodDef[] = [
  { param: 'focus', name: 'Focus', description: 'Unobtrusive music that helps you concentrate.', picks: ['Classical', 'Solo Piano', 'Ambient', 'Baroque'] },
  { param: 'upbeat-office', name: 'Upbeat Office', description: 'Positive energy to power through the afternoon.', picks: ['Pop', '80s Hits', '90s Hits', 'Adult Contemporary'] },
  { param: 'easy-background', name: 'Easy Background', description: 'Pleasant, familiar sounds that stay out of the way.', picks: ['Easy Listening', 'Lounge', 'Soft Rock'] },
  { param: 'coffee-break', name: 'Coffee Break', description: 'Acoustic songs and gentle grooves for a mid-morning refill.', picks: ['Singer-Songwriter', 'Folk', 'Bossa Nova', 'Indie Rock'] },
  { param: 'creative-flow', name: 'Creative Flow', description: 'Beats and textures for designing, writing and building.', picks: ['Chillout', 'Electronic', 'Synthwave', 'Film Scores'] },
  { param: 'classical-at-work', name: 'Classical at Work', description: 'Orchestras, quartets and soloists for a productive day.', picks: ['Classical', 'Baroque', 'Opera'] },
  { param: 'smooth-and-mellow', name: 'Smooth & Mellow', description: 'Silky grooves for the slow afternoon stretch.', picks: ['Smooth Jazz', 'Soul & R&B', 'Vocal Jazz'] },
  { param: 'power-hour', name: 'Power Hour', description: 'Turn it up and clear the inbox.', picks: ['Classic Rock', 'Hard Rock', 'Dance', 'Hip-Hop', 'Funk'] },
];

/** Picks are Christmas flavour keys. A description starting with '*' is hidden by the UI. */
export const HOLIDAY_GROUPS: MoodDef[] = [
  { param: 'christmas-classics', name: 'Christmas Classics', description: 'The crooners, carols and standards that say Christmas.', picks: ['classic', 'oldies', 'bigband'] },
  { param: 'jazzy-holidays', name: 'Jazzy Holidays', description: 'Swinging trios, silky sax and cocktail-hour carols.', picks: ['jazz', 'smooth', 'lounge'] },
  { param: 'country-christmas', name: 'Country Christmas', description: 'Pedal steel, fiddles and Christmas on the ranch.', picks: ['country', 'bluegrass'] },
  { param: 'rockin-holidays', name: 'Rockin’ Holidays', description: 'Pop and rock with sleigh bells on.', picks: ['pop', 'rock'] },
  { param: 'soulful-season', name: 'Soulful Season', description: 'Soul, gospel and blues for the holidays.', picks: ['soul', 'gospel', 'blues'] },
  { param: 'sacred-and-classical', name: 'Sacred & Classical', description: '*Choirs, orchestras and the sacred music of the season.', picks: ['classical', 'choral'] },
  { param: 'kids-and-family', name: 'Kids & Family', description: 'Sing-alongs and silly songs for the whole family.', picks: ['kids'] },
  { param: 'fireside', name: 'Fireside Instrumentals', description: 'Piano, guitar and harp by the fire.', picks: ['piano', 'acoustic', 'celtic', 'latin', 'reggae'] },
];
