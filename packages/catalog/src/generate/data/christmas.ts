import type { VocabKey } from './vocab-keys';
import { list } from './words-types';

/** A family of Christmas channels: the genre idiom its artists come from and how its channels are named. */
export interface ChristmasFlavour {
  key: string;
  /** Word used in templated channel names: 'Jazz' → 'Jazz Christmas'. */
  label: string;
  vocab: VocabKey;
  weight: number;
  specials: string[];
  sound: string[];
  near: string[];
}

export const CHRISTMAS_FLAVOURS: ChristmasFlavour[] = [
  { key: 'classic', label: 'Classic', vocab: 'jazz', weight: 2, specials: ['Christmas Classics', 'Christmas Crooners', 'Chestnuts and Crooners', 'Vintage Christmas', 'Traditional Christmas'], sound: ['velvet-voiced crooners', 'sleigh bells', 'lush orchestras'], near: ['bigband', 'oldies', 'pop'] },
  { key: 'pop', label: 'Pop', vocab: 'pop', weight: 1.6, specials: ['Christmas Hits', 'Holiday Pop Party', 'Christmas Mix', 'Holiday Mix'], sound: ['sparkling pop production', 'sleigh-bell hooks', 'big festive choruses'], near: ['classic', 'rock', 'kids'] },
  { key: 'jazz', label: 'Jazz', vocab: 'jazz', weight: 1.4, specials: ['Cool Yule', 'Christmas Jazz Trio', 'Jazzy Christmas Cafe'], sound: ['swinging piano trios', 'brushed drums', 'muted trumpet'], near: ['smooth', 'lounge', 'classic'] },
  { key: 'smooth', label: 'Smooth Jazz', vocab: 'jazz', weight: 1, specials: ['Smooth Jazz Holiday', 'Holiday Sax'], sound: ['silky saxophone', 'warm electric piano', 'gentle grooves'], near: ['jazz', 'soul', 'lounge'] },
  { key: 'lounge', label: 'Lounge', vocab: 'jazz', weight: 0.7, specials: ['Cocktails by the Tree', 'Mistletoe Martini'], sound: ['cocktail piano', 'vibraphone', 'space-age sleigh bells'], near: ['jazz', 'bigband'] },
  { key: 'bigband', label: 'Big Band', vocab: 'jazz', weight: 0.8, specials: ['Swinging Christmas', 'Holiday Ballroom'], sound: ['roaring horn sections', 'swinging brass', 'ballroom strings'], near: ['classic', 'jazz'] },
  { key: 'country', label: 'Country', vocab: 'country', weight: 1.4, specials: ['Honky-Tonk Christmas', 'Cowboy Christmas', 'Christmas on the Ranch'], sound: ['pedal steel', 'fiddle', 'warm country voices'], near: ['bluegrass', 'acoustic', 'pop'] },
  { key: 'bluegrass', label: 'Bluegrass', vocab: 'country', weight: 0.6, specials: ['Mountain Christmas', 'Banjo Under the Tree'], sound: ['banjo rolls', 'mandolin', 'high lonesome harmonies'], near: ['country', 'acoustic', 'celtic'] },
  { key: 'rock', label: 'Rock', vocab: 'rock', weight: 1, specials: ['Rock the Halls', 'Holiday Guitar Heroes'], sound: ['crunchy guitars', 'pounding drums', 'sleigh bells turned up loud'], near: ['pop', 'oldies', 'blues'] },
  { key: 'oldies', label: 'Oldies', vocab: 'pop', weight: 0.9, specials: ['Jukebox Christmas', '50s and 60s Christmas', 'Doo-Wop Christmas'], sound: ['doo-wop harmonies', 'twangy guitars', 'jukebox rock and roll'], near: ['classic', 'rock', 'soul'] },
  { key: 'soul', label: 'Soul', vocab: 'funk', weight: 1.1, specials: ['Soulful Christmas', 'R&B Christmas', 'Funky Christmas'], sound: ['soulful voices', 'punchy horns', 'warm organ'], near: ['gospel', 'smooth', 'oldies'] },
  { key: 'gospel', label: 'Gospel', vocab: 'faith', weight: 0.8, specials: ['Gospel Christmas Choir', 'Christmas Praise'], sound: ['soaring choirs', 'hammond organ', 'hand claps'], near: ['soul', 'choral'] },
  { key: 'blues', label: 'Blues', vocab: 'blues', weight: 0.6, specials: ['Christmas Juke Joint', 'Blue Christmas Eve'], sound: ['stinging guitar', 'wailing harmonica', 'slow shuffles'], near: ['soul', 'rock'] },
  { key: 'classical', label: 'Classical', vocab: 'classical', weight: 1.2, specials: ['Classical Christmas', 'Nutcracker Season', 'Baroque Christmas'], sound: ['full orchestras', 'baroque trumpets', 'festive strings'], near: ['choral', 'piano', 'celtic'] },
  { key: 'choral', label: 'Choral', vocab: 'faith', weight: 1, specials: ['Carols by Candlelight', 'Cathedral Carols', 'Lessons and Carols', 'Sacred Christmas'], sound: ['cathedral choirs', 'boy sopranos', 'pipe organ'], near: ['classical', 'gospel'] },
  { key: 'piano', label: 'Piano', vocab: 'piano', weight: 1.1, specials: ['Christmas Piano by the Fire', 'Peaceful Christmas Piano'], sound: ['gentle piano', 'quiet carols', 'fireside calm'], near: ['acoustic', 'classical'] },
  { key: 'acoustic', label: 'Acoustic', vocab: 'folk', weight: 1, specials: ['Fireside Acoustic', 'Snowed-In Songwriters', 'Indie Christmas'], sound: ['acoustic guitars', 'close harmonies', 'cozy folk'], near: ['piano', 'country', 'celtic'] },
  { key: 'celtic', label: 'Celtic', vocab: 'celtic', weight: 0.7, specials: ['Irish Christmas Pub', 'Winter Solstice Celtic'], sound: ['celtic harp', 'tin whistle', 'fiddle reels'], near: ['acoustic', 'choral'] },
  { key: 'kids', label: 'Kids', vocab: 'kids', weight: 1, specials: ['Santa’s Workshop', 'North Pole Radio', 'Reindeer Games', 'Elf Dance Party'], sound: ['sing-along carols', 'silly holiday songs', 'jingle bells'], near: ['pop', 'classic'] },
  { key: 'latin', label: 'Latin', vocab: 'latin', weight: 0.7, specials: ['Navidad Latina', 'Christmas in Havana', 'Aguinaldos y Villancicos'], sound: ['guitars and güiro', 'festive brass', 'villancicos'], near: ['pop', 'reggae'] },
  { key: 'reggae', label: 'Reggae', vocab: 'reggae', weight: 0.5, specials: ['Island Christmas', 'Christmas in Kingston'], sound: ['one-drop rhythms', 'skanking guitar', 'steel drums'], near: ['latin', 'soul'] },
];

/** Name patterns for Christmas channels; {L} is the flavour label. */
export const CHRISTMAS_NAME_TEMPLATES = list(`{L} Christmas|Christmas {L}|A {L} Christmas|{L} Christmas Classics|Christmas {L} Favorites|
Holiday {L}|{L} Holiday Hits|Merry {L} Christmas|Cozy {L} Christmas|{L} Christmas Party|Christmas Eve {L}|{L} Yuletide|
{L} Xmas|{L} Noel|Snowy Night {L}|{L} Sleigh Ride|Christmas {L} Radio|{L} Christmas Mix|{L} Holiday Cheer|Jingle Bell {L}`);

/** Public-domain carols; many artists record the same ones, as in real life. */
export const CAROLS = list(`Silent Night|Jingle Bells|O Holy Night|Deck the Halls|Joy to the World|The First Noel|Good King Wenceslas|
Hark! The Herald Angels Sing|O Come, All Ye Faithful|We Wish You a Merry Christmas|Away in a Manger|God Rest Ye Merry, Gentlemen|
Angels We Have Heard on High|Up on the Housetop|Jolly Old Saint Nicholas|O Christmas Tree|Carol of the Bells|What Child Is This?|
It Came Upon the Midnight Clear|The Twelve Days of Christmas|O Little Town of Bethlehem|Go Tell It on the Mountain|
Good Christian Men, Rejoice|The Holly and the Ivy|Coventry Carol|In the Bleak Midwinter|I Saw Three Ships|Ding Dong Merrily on High|
Once in Royal David’s City|We Three Kings|Auld Lang Syne|Here We Come A-Wassailing|Bring a Torch, Jeannette, Isabella|
Pat-a-Pan|Still, Still, Still|O Come, O Come, Emmanuel|Over the River and Through the Wood|Sussex Carol|Wexford Carol|Infant Holy, Infant Lowly`);

export const XMAS_NOUNS = list(`Snow|Mistletoe|Holly|Candlelight|Sleigh Bells|Reindeer|Chimney|Fireplace|Stockings|Starlight|Angels|Ornaments|Chestnuts|
Cocoa|Snowflakes|Tinsel|December|Noel|Carols|Wreath|North Pole|Gingerbread|Presents|Evergreen|Sugarplums|Yuletide|Snowman|Frost|Eggnog|Icicles`);
export const XMAS_ADJS = list('Merry|Snowy|Frosty|Jolly|Cozy|Silent|Starry|Sparkling|Golden|White|Holy|Little|Twinkling|Candlelit|Peppermint|Wintry');
export const XMAS_PHRASES = list(`Home for Christmas Eve|Under the Mistletoe Tonight|Christmas on Maple Street|Snow Is Falling Down|Santa’s on His Way|
Last Train Home for Christmas|Cocoa and Candlelight|December Kind of Love|Christmas in the City|All Lit Up|Sleigh Ride Through the Pines|
Peppermint Kisses|One More Christmas|Gingerbread Boogie|Waiting Up for Santa|Silver and Gold Tonight|Snowed In With You|
Merry Little Moment|Christmas Morning Light|Holly Jolly Shuffle|Jingle Bell Swing|Winter Waltz|Stars Over Bethlehem|Mama’s Christmas Kitchen|
Christmas Lights on Main Street|Santa Wore Sneakers|Blue Spruce Boogie|The Snowman’s Lullaby|Ring the Christmas Bells|New Year’s Eve Again`);
export const XMAS_SUFFIXES = list('Swing|Boogie|Waltz|Lullaby|Blues|Rock|Shuffle|Carol|Hymn|Polka');
export const XMAS_ALBUMS = list(`Home for the Holidays|Merry & Bright|Christmas Wishes|Holiday Cheer|Carols by the Fire|Christmas Together|Season’s Greetings|
The Christmas Album|Noël|Winter Songs|A Gift for You|Let It Snow Tonight|Under the Tree|Christmas Time Again|Silver Bells and Snowfall|Joy|Midwinter`);
