// Our Story, /about/ (001 section 2): mission, nine curators, social links, contact address. Only the
// lazily loaded page shows it, so it lives in a module of its own (docs/decisions.md "First download").
import { PRODUCT } from './messages';

export interface Curator {
  name: string;
  /** What they curate, under their name. */
  role: string;
  bio: string;
}

/** Where listeners can write to us; shown on Our Story. */
export const CONTACT_ADDRESS = {
  lines: [`${PRODUCT} Radio`, '401 Harmony Street, Suite 300', 'Chicago, IL 60607'],
  email: 'hello@earshotradio.com',
} as const;

export const ABOUT_TEXT = {
  title: 'Our Story',
  description: `${PRODUCT} is free internet radio curated by people who love music: nearly 1000 hand-built channels in more than 50 genres.`,
  lead: `${PRODUCT} is free internet radio made by people who love music, for people who want great music on without having to think about it.`,
  mission: [
    `We started ${PRODUCT} with a simple belief: the best way to discover music is still to let someone with great taste pick it for you. Every one of our nearly 1000 channels is put together by a human curator, not an algorithm guessing from your clicks, across more than 50 genres, from smooth jazz and classical to indie rock, soul, country and the deep cuts in between.`,
    `${PRODUCT} is built for listening while you get on with your day: at work, in the kitchen, on a long drive. Press play on a channel and it keeps going, song after song, with no playlists to build. Not feeling a song? Skip it. Never want to hear it again? Ban the song or the artist from that channel. Rate the songs you love and we will build you a Five-Star channel of nothing but your favorites.`,
    `${PRODUCT} is, and always will be, 100% free. Ads keep the music playing, and every song we play is licensed and reported, so the artists and songwriters behind it get paid. Listeners who sign up hear about a third fewer commercials.`,
  ],
  curatorsTitle: 'Meet our curators',
  curatorsIntro: 'Nine people with big record collections and bigger opinions build every channel you hear.',
  socialTitle: 'Follow us',
  contactTitle: 'Contact us',
  contactIntro: 'Have an idea, found a bug, or want to suggest a channel? We read every message.',
  /** The link to the contact form, under the address. */
  contactPage: 'Send us a message',
  contactPagePath: '/page/contact/',
  emailLabel: 'Email',
} as const;

export const CURATORS: readonly Curator[] = [
  {
    name: 'Maya Okafor',
    role: 'Founder and chief curator: soul and R&B',
    bio: `Maya spent fifteen years programming college and public radio before starting ${PRODUCT} on the idea that radio still needs a human touch. She still builds the soul channels herself, one Sunday record session at a time.`,
  },
  {
    name: 'Daniel Reyes',
    role: 'Jazz',
    bio: 'A working bassist who has played every club between Chicago and New Orleans, Daniel programs everything from bebop to smooth jazz, and he will tell you why a deep cut belongs beside a standard.',
  },
  {
    name: 'Hannah Lindqvist',
    role: 'Classical and film scores',
    bio: 'Hannah trained as a cellist and worked as a concert-hall librarian. Her channels make room for the well-loved pieces and the overlooked composers alike, always in recordings worth hearing.',
  },
  {
    name: 'Marcus Bell',
    role: 'Hip-hop and funk',
    bio: 'Marcus has DJed block parties, weddings and late-night mix shows for twenty years. He digs for the samples behind the hits and builds channels that trace them back to the source.',
  },
  {
    name: 'Priya Raman',
    role: 'Indie and alternative',
    bio: `Priya ran a record store and a music blog before joining ${PRODUCT}. She listens to hundreds of new releases a month so that the indie channels sound fresh every week.`,
  },
  {
    name: 'Walt Henderson',
    role: 'Country, folk and Americana',
    bio: 'Walt grew up on his grandfather’s Opry broadcasts and spent years on Nashville songwriter nights. His channels reach from honky-tonk classics to the front-porch folk of today.',
  },
  {
    name: 'Sofia Castillo',
    role: 'Latin and world music',
    bio: `Sofia produced a bilingual radio show in Miami for a decade. From salsa and bossa nova to cumbia and Afrobeat, she brings the sounds of dance floors around the world to ${PRODUCT}.`,
  },
  {
    name: 'Theo Brandt',
    role: 'Electronic and chill',
    bio: 'Theo is a sound engineer and former club resident who builds the electronic channels to flow like a well-paced set, whether you are working, relaxing or winding down at night.',
  },
  {
    name: 'Grace Whitfield',
    role: 'Oldies, pop and holiday music',
    bio: 'Grace has an encyclopedic memory for the charts of every decade since the fifties. She curates the oldies and pop channels, and every year the holiday channels listeners wait for.',
  },
];
