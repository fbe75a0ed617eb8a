/** Featured collections. Themes name the genres a brand's channels come from ('*' = any, 'Christmas' = holiday channels). */
export interface BrandDef {
  param: string;
  name: string;
  paragraphs: string[];
  article: { heading: string; paragraphs: string[] } | null;
  themes: string[];
  today: boolean;
}

export const BRANDS: BrandDef[] = [
  {
    param: 'maggotbrain', name: 'Maggotbrain', today: true,
    paragraphs: [
      'Deep funk, heavy soul and mind-expanding psychedelia, dug out of the crates by the Maggotbrain record-shop crew.',
      'Long grooves, fuzzed-out guitars and the B-sides your local DJ keeps to themselves.',
    ],
    article: {
      heading: 'Inside the crates',
      paragraphs: [
        'Maggotbrain started as a Saturday-afternoon listening session in the back of a used-record shop, where regulars swapped their strangest finds.',
        'These channels carry that spirit: every track was chosen by someone who bought the record, flipped it over and fell for the other side.',
      ],
    },
    themes: ['Funk', 'Psychedelic Rock', 'Classic Soul', 'Blues'],
  },
  {
    param: 'earshot-originals', name: 'Earshot Originals', today: true,
    paragraphs: ['Channels our curators built from scratch, across every corner of the catalog.', 'Start anywhere: each one is a little world of its own.'],
    article: {
      heading: 'How a channel gets made',
      paragraphs: [
        'Every Earshot channel starts with a listener in mind: someone at a desk, in a kitchen or behind the wheel.',
        'Our curators pick hundreds of tracks by hand, then listen through to make sure the flow feels right from any starting point.',
      ],
    },
    themes: ['*'],
  },
  {
    param: 'coffeehouse', name: 'Coffeehouse Collective', today: true,
    paragraphs: ['Acoustic guitars, warm voices and a fresh pot on the counter.', 'Songwriters and folk-leaning bands for slow mornings and open-mic nights.'],
    article: null,
    themes: ['Folk', 'Singer-Songwriter', 'Indie Rock', 'Americana', 'Bossa Nova'],
  },
  {
    param: 'vinyl-vault', name: 'Vinyl Vault', today: true,
    paragraphs: ['Pull up a chair, drop the needle: the records that built rock, soul and country radio.'],
    article: {
      heading: 'Why old records still sound new',
      paragraphs: ['Great songs travel well. These channels collect the singles and album tracks that sound as good today as when they first hit the airwaves.'],
    },
    themes: ['Oldies', 'Classic Rock', 'Classic Country', 'Classic Soul'],
  },
  {
    param: 'late-night-lounge', name: 'Late Night Lounge', today: true,
    paragraphs: ['Low lights, soft grooves and a little saxophone: music for the hours after midnight.'],
    article: null,
    themes: ['Smooth Jazz', 'Lounge', 'Chillout', 'Soul & R&B', 'Vocal Jazz'],
  },
  {
    param: 'road-trip', name: 'Road Trip Radio', today: true,
    paragraphs: ['Windows down, volume up. Channels built for highways, back roads and the long way home.'],
    article: null,
    themes: ['Classic Rock', 'Country', 'Americana', 'Alternative', 'Soft Rock'],
  },
  {
    param: 'world-passport', name: 'World Passport', today: false,
    paragraphs: ['No visa required: grooves and songs from Lagos to Lisbon, Kingston to Kolkata.'],
    article: null,
    themes: ['World', 'African', 'Brazilian', 'Reggae', 'Celtic', 'Salsa'],
  },
  {
    param: 'concert-hall', name: 'Concert Hall', today: false,
    paragraphs: ['Great orchestras, soloists and singers, with no dress code and no coughing in the quiet bits.'],
    article: {
      heading: 'A season of music, every day',
      paragraphs: ['From baroque concertos to film scores, the Concert Hall channels are arranged like a good programme: something familiar, something new, something to surprise you.'],
    },
    themes: ['Classical', 'Baroque', 'Opera', 'Solo Piano', 'Film Scores'],
  },
  {
    param: 'dance-floor', name: 'The Dance Floor', today: false,
    paragraphs: ['Four on the floor, from the mirrorball seventies to the festival mainstage.'],
    article: null,
    themes: ['House', 'Dance', 'Disco', 'Electronic'],
  },
  {
    param: 'quiet-hours', name: 'Quiet Hours', today: false,
    paragraphs: ['Soft, slow and spacious music for reading, thinking and falling asleep.'],
    article: null,
    themes: ['Ambient', 'New Age', 'Spa & Relaxation', 'Solo Piano'],
  },
  {
    param: 'holiday-spectacular', name: 'Holiday Spectacular', today: false,
    paragraphs: ['Our favourite Christmas channels, from crooners and carols to country and kids’ songs.', 'Over a hundred holiday channels, all free.'],
    article: {
      heading: 'Deck the halls',
      paragraphs: ['Every December our curators dust off the holiday crates. These are the channels listeners come back to year after year.'],
    },
    themes: ['Christmas'],
  },
  {
    param: 'decades', name: 'Decades', today: false,
    paragraphs: ['Pick a decade, any decade: the hits and the hidden gems of the fifties through the two-thousands.'],
    article: null,
    themes: ['Oldies', '80s Hits', '90s Hits', '2000s Hits', 'Soft Rock'],
  },
];
