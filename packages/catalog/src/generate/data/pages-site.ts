import { BAN_LIMITS, FIVE_STAR_LIMITS, LIMITS, PRODUCT } from '@earshot/contract';
import { type PageDef, a, h2, h3, html, p, ul } from './page-def';

// The pages the site links to (footer, My Account panel, 404 page, /season) and the help pages.
// Facts about the service come from the contract's limits, so the help text cannot drift from them.

const EMAIL = 'hello@earshotradio.com';
const mail = (address: string) => a(`mailto:${address}`, address);

const SEASON: PageDef = {
  url: 'season-of-sharing',
  header: 'Season of Sharing: help us give away $25,000',
  title: 'Season of Sharing',
  desc: `Vote for a charity while you listen: each weekday through Christmas Day, one listener’s vote sends $1,000 to the charity they chose.`,
  article: false,
  preview: true,
  content: html(
    p(
      `Every holiday season ${PRODUCT} listeners decide where $25,000 of our money goes. It is our way of saying thank you for`,
      'listening, and of sharing the season with the causes you care about.',
    ),
    h2('How it works'),
    ul(
      'While the campaign is on, clicking a channel opens the Season of Sharing ballot. Pick one of the listed charities, or write in your own.',
      'Each weekday through Christmas Day we draw one vote at random from everything cast that day, and the charity it names receives $1,000.',
      'You can vote once a day. Your ballot stays closed until the next day once you have voted, so your listening is never interrupted twice.',
    ),
    h2('Writing in a charity'),
    p(
      'A write-in must be a registered 501(c)(3) nonprofit in the United States, or the equivalent where you live.',
      `Give its name as it is registered, in ${LIMITS.charityWriteInMax} characters or fewer, so we can find it if your vote is drawn.`,
    ),
    h2('Why we do it'),
    p(
      `${PRODUCT} has always been free, and it stays that way because listeners keep coming back. Season of Sharing is`,
      'a small way to pass some of that along: to food banks, music schools, animal shelters and the local causes that',
      'listeners nominate every year.',
    ),
    p(`Questions about the campaign? Write to us at ${mail(EMAIL)}.`),
  ),
};

const HELP: PageDef = {
  url: 'help',
  header: 'Help',
  title: 'Help',
  desc: `Answers to common questions about listening on ${PRODUCT}: accounts, skips and bans, blends, Five-Star Radio and our apps.`,
  article: false,
  preview: false,
  content: html(
    p(`Most questions about ${PRODUCT} are answered on one of these pages. If yours is not, ${a('/page/contact/', 'send us a message')} and a person will write back.`),
    h2('Listening'),
    ul(
      `${a('/page/help/faq/', 'Frequently asked questions')}: skips, bans, blends, favorites and your account.`,
      `${a('/page/help/five-star-radio/', 'Five-Star Radio')}: a channel made of the songs you rate highest.`,
      `${a('/theme_settings/', 'Themes')}: change how ${PRODUCT} looks, from Bright to Dark.`,
    ),
    h2('Apps and speakers'),
    ul(
      a('/page/apps/iphone/', 'iPhone and iPad'),
      a('/page/apps/android/', 'Android'),
      a('/page/apps/alexa/', 'Amazon Alexa'),
      a('/page/apps/sonos/', 'Sonos'),
    ),
    h2('The small print'),
    ul(a('/page/terms-of-service/', 'Terms of Service'), a('/page/privacy-policy/', 'Privacy Policy'), a('/page/do-not-sell/', 'Do Not Sell My Data')),
  ),
};

const FAQ: PageDef = {
  url: 'help/faq',
  header: 'Frequently asked questions',
  title: 'FAQ',
  desc: `How skips, bans, blends, favorites and accounts work on ${PRODUCT}, the free internet radio service.`,
  article: false,
  preview: false,
  content: html(
    h3(`Is ${PRODUCT} really free?`),
    p(`Yes. Every channel is free to play, with or without an account. Short audio ads keep the music going; listeners who sign up hear about a third fewer of them.`),
    h3('Do I need an account?'),
    p(
      'No, you can press play on any channel straight away. A free account lets you skip songs, ban the ones you never want to hear again,',
      'keep favorites, blend channels together, rate songs, and pick up your history on any device.',
    ),
    h3('How many songs can I skip?'),
    p('As many as you like once you are logged in. Station identifications and ads cannot be skipped.'),
    h3('What does banning do?'),
    p(
      `Banning a song or an artist removes it from that channel for you, for good. A channel can hold up to ${BAN_LIMITS.songs} banned songs`,
      `and ${BAN_LIMITS.artists} banned artists. You can bring them back from the channel’s settings page.`,
    ),
    h3('What is a blend?'),
    p(
      `A blend mixes several channels into one. Press Blend in the player and pick the channels to add: up to ${LIMITS.blendMaxChannels} in one blend.`,
      'Blends, like bans, belong to your own copy of the channel, so nobody else’s listening changes.',
    ),
    h3('Why did a song I banned play again?'),
    p('Bans apply to the channel you banned it on. If the same song is on another channel, ban it there too, or ban the artist.'),
    h3('How do I change my email address or password?'),
    p(`Open ${a('/user_settings/', 'Settings')} from the account menu. Accounts made with Facebook log-in change them at Facebook.`),
    h3('How do I delete my account?'),
    p(
      `From ${a('/user_settings/', 'Settings')}, choose Delete Account and confirm. Your account, favorites, ratings and bans are deleted;`,
      'what remains of your listening is anonymised play counts that we report for royalties.',
    ),
  ),
};

const FIVE_STAR: PageDef = {
  url: 'help/five-star-radio',
  header: 'Five-Star Radio: a channel of your favorite songs',
  title: 'Five-Star Radio',
  desc: `Rate songs while you listen and ${PRODUCT} builds a channel of the ones you love most. Here is how Five-Star Radio works.`,
  article: false,
  preview: false,
  content: html(
    p('Five-Star Radio is the one channel on the site that nobody curates but you. It plays the songs you have rated 4 or 5 stars, from every channel you listen to.'),
    h2('Getting started'),
    ul(
      'Log in, then rate songs as they play with the stars in the player.',
      `Once you have rated ${FIVE_STAR_LIMITS.unlockRatedSongs} songs, ${a('/five-star/', 'Five-Star Radio')} unlocks.`,
      'Keep rating: every new 4- or 5-star song joins the channel.',
    ),
    h2('Filters'),
    p(
      'You can narrow Five-Star Radio to one kind of music, such as only your jazz or only your rock favorites.',
      `A category needs at least ${FIVE_STAR_LIMITS.categoryMinTracks} songs before it can play on its own.`,
      'The Christmas filter leaves holiday songs out, mixes them in, or plays nothing else.',
    ),
  ),
};

const app = (url: string, header: string, title: string, desc: string, ...blocks: string[]): PageDef => ({
  url: `apps/${url}`, header, title, desc, article: false, preview: true, content: html(...blocks),
});

const APPS: PageDef[] = [
  app(
    'iphone',
    `${PRODUCT} for iPhone and iPad`,
    'iPhone and iPad app',
    `Take every ${PRODUCT} channel with you: the free app for iPhone and iPad, with lock-screen controls and your favorites.`,
    p(`The ${PRODUCT} app brings nearly 1000 hand-built channels to your iPhone and iPad, free. Search for ${PRODUCT} in the App Store to install it.`),
    ul(
      'Your favorites, history, bans and blends follow you from the web once you log in.',
      'Control playback from the lock screen, Control Center, AirPods and CarPlay.',
      'Keep listening while you use other apps.',
    ),
  ),
  app(
    'android',
    `${PRODUCT} for Android`,
    'Android app',
    `The free ${PRODUCT} app for Android phones and tablets: every channel, your favorites and history, and controls on the lock screen.`,
    p(`Find ${PRODUCT} in Google Play and install it on any phone or tablet running a recent version of Android.`),
    ul(
      'Log in to bring your favorites, history, bans and blends along.',
      'Play, pause and skip from the notification shade, the lock screen or your headphones.',
      'Cast to speakers and TVs that support Google Cast.',
    ),
  ),
  app(
    'alexa',
    `${PRODUCT} on Amazon Alexa`,
    'Alexa skill',
    `Ask Alexa to play ${PRODUCT}: every channel, by name or by genre, on Echo speakers and other Alexa devices.`,
    p(`Turn on the ${PRODUCT} skill in the Alexa app, then just ask.`),
    ul(
      `“Alexa, play ${PRODUCT}.”`,
      `“Alexa, ask ${PRODUCT} to play Smooth Jazz.”`,
      '“Alexa, skip.” (logged-in listeners)',
    ),
    p('Link your account in the Alexa app to hear your own channels and blends.'),
  ),
  app(
    'sonos',
    `${PRODUCT} on Sonos`,
    'Sonos',
    `Fill every room with ${PRODUCT}: add the service in the Sonos app and play any channel on your Sonos speakers.`,
    p(`In the Sonos app, open Settings, choose Services, then Add a Service and pick ${PRODUCT}. Log in to bring your favorites along.`),
    p('Group rooms to play the same channel everywhere, or give each room its own.'),
  ),
];

const ADVERTISE: PageDef = {
  url: 'advertise',
  header: `Advertise on ${PRODUCT}`,
  title: 'Advertise',
  desc: `Reach an engaged audience of music lovers at work and at home with audio and display ads on ${PRODUCT}.`,
  article: false,
  preview: false,
  content: html(
    p(`${PRODUCT} listeners tune in for hours at a time, at work, at home and on the road. We keep ad breaks short, which is why listeners stay and why the ads they hear are remembered.`),
    h2('What we offer'),
    ul(
      'Audio spots of 15 or 30 seconds, played between songs.',
      'Display placements beside the player and across the channel pages.',
      'Sponsored channels and seasonal collections built with our curators.',
    ),
    p(`Write to ${mail('advertise@earshotradio.com')} with your campaign dates and goals, and we will send rates and audience figures.`),
  ),
};

const SUBMIT: PageDef = {
  url: 'submit-music',
  header: 'Submit your music',
  title: 'Submit Music',
  desc: `How artists and labels can send music to ${PRODUCT}’s curators for our channels.`,
  article: false,
  preview: false,
  content: html(
    p(`Every song on ${PRODUCT} is chosen by one of our curators, and they are always listening for something new.`),
    h2('How to submit'),
    ul(
      `Email ${mail('music@earshotradio.com')} with a link to stream or download the music. Please do not attach audio files.`,
      'Tell us the genre, the release date and, if you have them, the ISRC codes.',
      'Send only music you own or control the rights to.',
    ),
    p('We cannot reply to every submission, but we hear every one. If a curator adds your music, we will let you know.'),
  ),
};

const TERMS: PageDef = {
  url: 'terms-of-service',
  header: 'Terms of Service',
  title: 'Terms of Service',
  desc: `The terms that apply when you listen to ${PRODUCT} or create an account.`,
  article: false,
  preview: false,
  content: html(
    p(`These terms apply to everyone who uses ${PRODUCT}. By listening or creating an account you agree to them.`),
    h2('The service'),
    p(
      `${PRODUCT} is a free, non-interactive internet radio service for personal, non-commercial listening.`,
      'Channels are programmed by our curators; you cannot choose the next song, and playback follows the limits that apply to internet radio.',
    ),
    h2('Your account'),
    p(
      'You must be at least 13 years old to register. Keep your password to yourself, and tell us if you think someone else has used your account.',
      'You can delete your account at any time from Settings.',
    ),
    h2('Fair use'),
    ul(
      'Do not record, copy or redistribute the streams.',
      'Do not scrape the service or try to get around its limits.',
      'Do not use the service to break the law or to harm other listeners.',
    ),
    h2('Changes'),
    p(`We may change ${PRODUCT} or these terms. If a change matters, we will say so on the site before it takes effect.`),
    p(`Questions? Write to ${mail(EMAIL)}.`),
  ),
};

const PRIVACY: PageDef = {
  url: 'privacy-policy',
  header: 'Privacy Policy',
  title: 'Privacy Policy',
  desc: `What ${PRODUCT} collects when you listen or sign up, why, and how you can delete it.`,
  article: false,
  preview: false,
  content: html(
    p(`We collect only what we need to run ${PRODUCT} and to pay the artists we play.`),
    h2('What we collect'),
    ul(
      'When you sign up: your email address, a hash of your password (never the password itself), your birth date, gender and, if you give it, your zip code.',
      'While you listen: the songs played on each channel and for how long, the songs you rate, skip or ban, your favorites and your channel history.',
      'Your approximate location (country and region), worked out from your IP address when you visit; we do not store the address with your account.',
    ),
    h2('Cookies'),
    p('We use a session cookie to keep you logged in, a security token that protects your account from forged requests, and small cookies that remember your theme and your Five-Star filters. We do not use them to follow you around other sites.'),
    h2('How we use it'),
    p('To play music you will like, to keep the service safe, and to report what we play so that artists and songwriters are paid. Those reports count plays; they do not name you.'),
    h2('Deleting your data'),
    p(`Delete your account from ${a('/user_settings/', 'Settings')} and your account, ratings, favorites and bans go with it. Play counts already reported for royalties are kept, with nothing left that points to you.`),
    p(`Questions about your data? Write to ${mail(EMAIL)}.`),
  ),
};

const DO_NOT_SELL: PageDef = {
  url: 'do-not-sell',
  header: 'Do Not Sell or Share My Personal Information',
  title: 'Do Not Sell My Data',
  desc: `${PRODUCT} does not sell your personal information. Here is what that means and how to reach us about your data.`,
  article: false,
  preview: false,
  content: html(
    p(`${PRODUCT} does not sell your personal information, and it does not share it with advertisers for targeted advertising. The ads we play are chosen without using your personal data.`),
    p(`Because there is nothing to opt out of, you do not need to do anything. If you would like a copy of the data we hold about you, or want it deleted, write to ${mail(EMAIL)} from the address on your account.`),
    p(`Our ${a('/page/privacy-policy/', 'Privacy Policy')} explains what we collect and why.`),
  ),
};

const CONTACT: PageDef = {
  url: 'contact',
  header: 'Contact us',
  title: 'Contact Us',
  desc: `Write to the ${PRODUCT} team: questions, channel ideas, bug reports and broken links.`,
  article: false,
  preview: false,
  content: html(
    p(`Found a broken link, have an idea for a channel, or need help with your account? Email ${mail(EMAIL)} and a person will write back, usually within two working days.`),
    p(`Before you write, the ${a('/page/help/', 'help pages')} may already have your answer.`),
    h2('By post'),
    p(`${PRODUCT} Radio<br>401 Harmony Street, Suite 300<br>Chicago, IL 60607`),
    h2('Artists, labels and advertisers'),
    ul(a('/page/submit-music/', 'Submit your music'), a('/page/advertise/', 'Advertise with us')),
  ),
};

export const SITE_PAGES: PageDef[] = [SEASON, HELP, FAQ, FIVE_STAR, ...APPS, ADVERTISE, SUBMIT, TERMS, PRIVACY, DO_NOT_SELL, CONTACT];
