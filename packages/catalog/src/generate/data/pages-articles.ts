import { PRODUCT } from '@earshot/contract';
import { type PageDef, a, h2, html, p } from './page-def';

// Articles: /articles/ lists them, and each genre page shows those linked to it as Channel Chatter.
// Genre links name genres of the full catalog; the test catalog keeps those it has.

const article = (def: Omit<PageDef, 'article'>): PageDef => ({ ...def, article: true });

const JAZZ_GUIDE = article({
  url: 'where-to-start-with-jazz',
  header: 'Where to start with jazz (without a lecture)',
  title: 'Where to Start with Jazz',
  desc: 'Jazz can feel like a club with a secret handshake. It isn’t. Our jazz curator picks the doors in, from swing to smooth.',
  preview: true,
  genres: ['jazz', 'smooth-jazz', 'vocal-jazz', 'big-band-swing', 'bossa-nova'],
  content: html(
    p(
      'Ask ten people where to start with jazz and you will get ten lists of “essential” albums. Here is a better idea:',
      'start with how you want to feel, and let the channel do the digging.',
    ),
    h2('If you want to tap your foot'),
    p(`Swing is dance music first. The ${a('/big-band-swing/', 'Big Band &amp; Swing')} channels are full of horn sections built to fill a ballroom, and nobody minds if you just listen.`),
    h2('If you want something to work to'),
    p(`${a('/smooth-jazz/', 'Smooth Jazz')} gets teased, but it is hard to beat for a long afternoon of email: warm, melodic, never in a hurry. For something cooler, try the late-night trios on ${a('/jazz/', 'Jazz')}.`),
    h2('If you love a voice'),
    p(`Start with ${a('/vocal-jazz/', 'Vocal Jazz')}. The standards are standards because singers keep finding new things in them: hear three versions of the same song and you will start to hear what jazz musicians hear.`),
    h2('Then follow your ears'),
    p(`When a song grabs you, rate it. Rate enough and ${a('/page/help/five-star-radio/', 'Five-Star Radio')} turns your favorites into a channel of their own, which is the best jazz education there is.`),
  ),
});

const FOCUS = article({
  url: 'classical-music-for-focus',
  header: 'Classical music for focus: a listener’s guide',
  title: 'Classical Music for Focus',
  desc: 'Why some classical music helps you concentrate and some pulls you in, and which channels to put on for deep work.',
  preview: true,
  genres: ['classical', 'baroque', 'solo-piano', 'film-scores'],
  content: html(
    p(
      'Plenty of people swear by classical music for concentrating, and plenty more have tried it and found themselves listening instead of working.',
      'Both are right. The trick is choosing the right kind.',
    ),
    h2('Steady beats a surprise'),
    p(`Music with an even pulse and few sudden changes sits in the background. That is why ${a('/baroque/', 'Baroque')} works so well: Bach and Vivaldi keep a steady motor running for minutes at a time.`),
    h2('Fewer instruments, fewer distractions'),
    p(`A single piano leaves room to think. Our ${a('/solo-piano/', 'Solo Piano')} channels are programmed for calm, with the fireworks saved for the concert hall.`),
    h2('Save the symphonies for later'),
    p(`Big Romantic symphonies and opera are built to grab your attention. Keep them for the drive home, or for an evening on ${a('/classical/', 'Classical')} when you can give them the whole of it.`),
  ),
});

const EIGHTIES = article({
  url: 'why-80s-hits-still-sound-like-summer',
  header: 'Why 80s hits still sound like summer',
  title: 'Why 80s Hits Still Sound Like Summer',
  desc: 'Gated drums, bright synths and choruses built for car radios: what makes the decade’s pop sound so sunny forty years on.',
  preview: false,
  genres: ['80s', '90s', 'synthwave', 'pop'],
  content: html(
    p('Put on an 80s channel in January and it still feels like a drive to the beach. That is not only nostalgia: the records were made to sound that way.'),
    h2('The sound of the machines'),
    p('Affordable synthesizers and drum machines arrived just as producers were learning to use them. Bright pads, punchy electronic drums and big reverbs gave the decade a sheen nothing before it had.'),
    h2('Made for the car radio'),
    p('Hits were mixed to jump out of small speakers: loud choruses, clear vocals, hooks in the first ten seconds. They still jump out of a laptop today.'),
    h2('Where to go next'),
    p(`If you love the sound, ${a('/synthwave/', 'Synthwave')} is a whole genre of musicians chasing it now. If you love the songs, ${a('/90s/', '90s Hits')} picks up where the decade left off.`),
  ),
});

const COUNTRY = article({
  url: 'country-roads-from-honky-tonk-to-americana',
  header: 'Country roads: from honky-tonk to Americana',
  title: 'Country Roads',
  desc: 'A short road trip through country music, from jukebox honky-tonk to bluegrass and today’s Americana songwriters.',
  preview: true,
  genres: ['country', 'classic-country', 'americana', 'bluegrass', 'folk'],
  content: html(
    p('Country music has always been a conversation between the old songs and the new ones. Our country channels are built to let you hear both sides of it.'),
    h2('Honky-tonk and the jukebox'),
    p(`${a('/classic-country/', 'Classic Country')} is where the fiddle and steel guitar meet three chords and the truth: songs about heartbreak that somehow make you feel better.`),
    h2('Back to the mountains'),
    p(`${a('/bluegrass/', 'Bluegrass')} is country at full speed: banjo, mandolin and high, lonesome harmony, played by bands who listen to each other like jazz musicians.`),
    h2('The songwriters now'),
    p(`${a('/americana/', 'Americana')} gathers the writers who take from all of it, country, folk, soul and rock, and make something personal. Start there, and follow a voice you like back to where it came from.`),
  ),
});

const SAMPLES = article({
  url: 'the-sample-trail',
  header: 'The sample trail: the soul and jazz records behind hip-hop',
  title: 'The Sample Trail',
  desc: 'Some of hip-hop’s best-known beats started life as soul, funk and jazz records. Here is how to hear where they came from.',
  preview: false,
  genres: ['hip-hop', 'soul-rnb', 'classic-soul', 'funk', 'jazz'],
  content: html(
    p('Early hip-hop producers built their beats from the records in their parents’ collections: a drum break here, a horn stab there, a few bars of a string section looped until it became something new.'),
    h2('Breaks from funk'),
    p(`The drum breaks that powered the first block parties came from ${a('/funk/', 'Funk')} records, where the band would drop out and leave the drummer alone for a few bars. DJs played those bars back to back, and a genre was born.`),
    h2('Warmth from soul'),
    p(`Later producers sped up soul vocals and looped lush ${a('/classic-soul/', 'Classic Soul')} arrangements. Listen for the strings and backing vocals, and you will start recognising them.`),
    h2('Cool from jazz'),
    p(`A whole era of hip-hop leaned on ${a('/jazz/', 'Jazz')}: upright bass lines, muted trumpet and vibraphone, slowed down and laid under a beat. Put on a jazz channel and play spot-the-sample.`),
  ),
});

const WORKDAY = article({
  url: 'building-a-workday-soundtrack',
  header: 'Building a workday soundtrack',
  title: 'Building a Workday Soundtrack',
  desc: `Music that helps you get through the day, hour by hour: how ${PRODUCT} listeners pace their workday with channels.`,
  preview: true,
  genres: ['smooth-jazz', 'classical', 'ambient', 'chillout', 'easy-listening', 'adult-contemporary', 'jazz'],
  content: html(
    p(`Most ${PRODUCT} listening happens at work, so we asked listeners how they use it. The answer: they change channels as the day changes.`),
    h2('Morning: ease in'),
    p(`Start with something warm and familiar, like ${a('/adult-contemporary/', 'Adult Contemporary')} or ${a('/easy-listening/', 'Easy Listening')}, while the inbox fills up.`),
    h2('Late morning: heads down'),
    p(`For deep work, go instrumental. ${a('/classical/', 'Classical')} and ${a('/ambient/', 'Ambient')} keep the words out of your head so your own can get in.`),
    h2('After lunch: keep moving'),
    p(`The afternoon slump calls for a groove. ${a('/smooth-jazz/', 'Smooth Jazz')} and ${a('/chillout/', 'Chillout')} keep the energy up without stealing your attention.`),
    p(`Browse the ${a('/workday-channels/', 'Workday Channels')} for more, and ban anything that breaks your concentration: the channel remembers.`),
  ),
});

const BLUES = article({
  url: 'how-the-blues-became-everything',
  header: 'How the blues became everything',
  title: 'How the Blues Became Everything',
  desc: 'Jazz, rock, soul and country all grew from the blues. A quick history, told through the channels you can play right now.',
  preview: true,
  genres: ['blues', 'jazz', 'classic-rock', 'soul-rnb'],
  content: html(
    p('Twelve bars, three chords and a feeling: the blues is simple enough to learn in an afternoon and deep enough to spend a life on. Nearly everything else on the radio grew from it.'),
    h2('Into jazz'),
    p(`New Orleans bands played the blues with horns and a swing in the rhythm, and ${a('/jazz/', 'Jazz')} was on its way. Listen for the “blue notes”, bent just under the pitch, in any jazz solo.`),
    h2('Into rock'),
    p(`British bands of the 60s learned their trade from blues records, turned them up and sold them back to America: the start of what radio now calls ${a('/classic-rock/', 'Classic Rock')}.`),
    h2('Into soul'),
    p(`Add gospel’s call and response and you have ${a('/soul-rnb/', 'Soul &amp; R&amp;B')}. Start on ${a('/blues/', 'Blues')} and you will hear the family resemblance everywhere.`),
  ),
});

const GUITARS = article({
  url: 'a-classic-rock-primer',
  header: 'Guitar heroes: a classic rock primer',
  title: 'A Classic Rock Primer',
  desc: 'Riffs, solos and the albums that defined rock radio, and where to turn when you want it harder, stranger or newer.',
  preview: false,
  genres: ['classic-rock', 'hard-rock', 'psychedelic', 'blues', 'indie-rock', 'alternative'],
  content: html(
    p('Classic rock is the sound of the guitar becoming the lead voice of popular music, and of bands learning they could make a whole album, not just a single.'),
    h2('Start with the riff'),
    p(`The riff is the hook of rock music. ${a('/classic-rock/', 'Classic Rock')} is full of them: five notes you can hum after one listen.`),
    h2('Turn it up'),
    p(`If you want it heavier, ${a('/hard-rock/', 'Hard Rock')} keeps the riffs and adds volume. If you want it stranger, ${a('/psychedelic/', 'Psychedelic Rock')} stretches songs into trips.`),
    h2('Hear where it went'),
    p(`The guitar bands of ${a('/alternative/', 'Alternative')} and ${a('/indie-rock/', 'Indie Rock')} grew up on these records, and you can hear it in every chorus.`),
  ),
});

export const ARTICLE_PAGES: PageDef[] = [WORKDAY, JAZZ_GUIDE, SAMPLES, FOCUS, BLUES, COUNTRY, EIGHTIES, GUITARS];
