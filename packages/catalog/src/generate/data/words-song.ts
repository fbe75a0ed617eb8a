import { list, type WordBank } from './words-types';

/** English-language song banks: pop, rock and the roots genres. */
export const SONG_BANKS: Record<'pop' | 'rock' | 'metal' | 'country' | 'folk' | 'blues' | 'kids' | 'faith' | 'celtic', WordBank> = {
  pop: {
    nouns: list('Fireworks|Disco Ball|Crush|Neon|Sugar|Glitter|Polaroid|Lemonade|Rollercoaster|Headphones|Paper Planes|Golden Hour|Spotlight|Mixtape|Butterflies|Confetti|Sunglasses|Heartache|Stereo'),
    adjs: list('Perfect|Crazy|Shiny|Brand New|Beautiful|Technicolor|Invisible|Dangerous|Starry|Sugar-Coated|Magnetic|Weightless'),
    phrases: list(`Tell Me Tonight|Don’t Let Go|Back to You|Dance With Me|All I Want|One More Time|Stay Awhile|Kiss Me Slow|Say You Will|
Never Enough|Call Me Up|Hold On Tight|Love Me Louder|We Were Young|Only You|Take Me Home|Can’t Stop Now|Better Together|
Something Real|Out of My Head|Waiting Up for You|Count on Me Tonight|Just Like That|Ready or Not|Feels Like Summer|Why Not Us`),
    albumWords: list('Sessions|Diaries|Stories|Hearts|Colors|Chapters|Reflections|Postcards'),
  },
  rock: {
    nouns: list('Highway|Thunder|Engine|Freight Train|Revolver|Wrecking Ball|Jukebox|Outlaw|Renegade|Lightning|Sidewinder|Avalanche|Motor City|Backstreet|Garage|Amplifier|Sunset Strip|Boulevard'),
    adjs: list('Loaded|Reckless|Rolling|Rebel|Runaway|Shattered|Savage|Burning|Heavy|Dirty|Loud|Crooked|Cold-Blooded|Radio'),
    phrases: list(`Built to Run Wild|Turn It Up|Ride On|Hell or High Water|Edge of the Night|Find Me Shelter|No Turning Back|
Long Way Down|Run for Cover|Shake the Ground|Into the Fire|Back on the Road|Can’t Slow Down|Last Call|Midnight Driver Blues|
Rock Steady Road|Streets of Gold|Break the Chains|Thunder on the Ridge|All Night Drive|Ain’t No Stopping|Live It Up`),
    albumWords: list('Tapes|Sessions|Machine|Anthems|Sound|Electric|Live|Unplugged'),
  },
  metal: {
    nouns: list('Abyss|Throne|Serpent|Inferno|Oblivion|Wraith|Iron|Storm|Crown|Pyre|Leviathan|Cathedral|Requiem|Eclipse|Phantom|Blade|Tyrant|Dominion|Void|Titan|Ashes'),
    adjs: list('Black|Eternal|Frozen|Burning|Fallen|Savage|Endless|Dark|Crimson|Bleeding|Forsaken|Iron|Hollow|Infernal|Shattered'),
    phrases: list(`Rise of the Fallen|Blood and Thunder|Hammer of the North|Into the Abyss|Beneath the Ashes|March of the Damned|
Forged in Fire|The Last Crusade|Wings of Steel|Ride the Storm|Kingdom of Bones|Age of Iron|Under the Black Sun|Call of the Void`),
    albumWords: list('Chronicles|Dominion|Ascension|Reckoning|Covenant|Apocalypse|Requiem|Legacy'),
  },
  country: {
    nouns: list('Dirt Road|Tailgate|Pickup Truck|Back Porch|Small Town|Whiskey|Honky-Tonk|Cornfield|County Line|Rodeo|Jukebox|Rearview Mirror|Front Porch|Creek Bank|Two-Lane|Barn Dance|Hometown|Old Dog|Bonfire|Steel Guitar|Dance Hall'),
    adjs: list('Red Dirt|Old|Lonesome|Dusty|Southern|Muddy|Cold|Whiskey-Soaked|Sweet|Country|Friday Night|Backroad'),
    phrases: list(`Mama’s Kitchen Table|Ain’t Goin’ Nowhere|Whiskey and Rain|Til the Cows Come Home|Gravel and Grace|Boots on the Floor|
Friday Night Crowd|Long Way From Tennessee|Where the Pavement Ends|Her Daddy’s Truck|Heartache on the Radio|Dancin’ in the Dirt|
Blue Jeans and Sunsets|Cold Beer Kind of Night|Still Got My Hat|Crooked Creek|One More Two-Step|Sunday Best|Country Mile`),
    albumWords: list('Roads|Stories|Sessions|Songs|Ballads|Nights|Backroads|Heartland'),
  },
  folk: {
    nouns: list('Willow|Sparrow|Orchard|Harvest|Lantern|Wheatfield|Cabin|Riverbank|Ferryman|Old Oak|Hearth|Blackbird|Fiddle|Shoreline|Hillside|Quilt|Woodsmoke|Timber|Little Boat'),
    adjs: list('Quiet|Wandering|Old|Gentle|Weary|Evergreen|Winding|Salt-Stained|Early|Simple|Humble|Northern'),
    phrases: list(`The Ballad of Jesse Crane|Carry Me Over|Down by the Water|Song for My Father|The Long Goodbye|Wildflowers in June|
Come Home, Sailor|When the Leaves Turn|Hand in Hand|Rain on the Roof|Letters from Home|The Last Ferry|Travelin’ Shoes|
Harvest Time Waltz|The Weaver’s Song|Mend My Heart|On the Banks of the Cedar`),
    albumWords: list('Songs|Ballads|Almanac|Field Recordings|Hymnal|Notebook|Sketches|Tales'),
  },
  blues: {
    nouns: list('Crossroads|Juke Joint|Levee|Boxcar|Mojo|Rooster|Cotton Field|Hoochie|Moonshine|Bottleneck|Bayou|Riverboat|Jailhouse|Gravy Train|Back Door|Rent Party'),
    adjs: list('Evil|Lowdown|Muddy|Stormy|Worried|Rollin’|Crawlin’|Mean|Sweet|Hard|Midnight|Bad'),
    phrases: list(`Woke Up This Morning|Ain’t Nobody’s Business Now|Three O’Clock Shuffle|Bring It On Home Baby|My Baby Left Me Blue|
Got My Mojo Back|Drinkin’ Muddy Water|Rollin’ and Tumblin’ Down|Catfish Boogie|Hard Times on the Levee|Train Whistle Blues|
Sawmill Shuffle|Nothing Left to Lose Blues|Good Lovin’ Mama|Walkin’ the Dog Home|Rainy Monday Morning`),
    albumWords: list('Blues|Shuffles|Boogie|Sessions|Juke Joint|Live|Crossroads|Chicago'),
  },
  kids: {
    nouns: list('Dinosaur|Jellybean|Bubble|Rainbow|Puppy|Pancake|Robot|Rocket|Choo-Choo Train|Teddy Bear|Pirate Ship|Banana|Ladybug|Sandcastle|Kitten|Penguin'),
    adjs: list('Silly|Wiggly|Happy|Sleepy|Bouncy|Giggly|Tiny|Jolly|Sparkly|Noisy|Funny|Busy'),
    phrases: list(`Brush Your Teeth Song|Wiggle Your Toes|Count to Ten With Me|The Alphabet Boogie|Clean Up Time|Five Little Monkeys Dance|
Shake the Giggles Out|If You’re Happy Today|Wash Your Hands|Rain, Rain, Go Play|Twinkle Lullaby|Good Morning, Sunshine|
Hop Like a Bunny|The Tooth Fairy Waltz|We’re Going on a Picnic|Goodnight, Little Star`),
    albumWords: list('Sing-Along|Songs|Playtime|Lullabies|Party|Adventures|Jamboree|Playground'),
  },
  faith: {
    nouns: list('Grace|Mercy|Glory|Hallelujah|Redeemer|Savior|Shepherd|Mountain|River|Light|Cornerstone|Promise|Jubilee|Covenant|Altar|Morning Star'),
    adjs: list('Amazing|Holy|Endless|Mighty|Faithful|Living|Sweet|Precious|Everlasting|Higher|Wonderful|Glorious'),
    phrases: list(`Lift My Eyes|Walk With Me|Oh Happy Morning|I Will Rise Again|Lean on Your Love|Carry Me Through|Hallelujah Anyway|
Wade in the River|Praise Tonight|Hold My Hand, Lord|This Little Light|Made New|You Never Fail|Sing It Again|
Over the Jordan|Goodness of the Lord|Higher Ground Today|Morning Has Come`),
    albumWords: list('Worship|Praise|Live|Hymns|Sunday|Revival|Glory|Testimony'),
  },
  celtic: {
    nouns: list('Heather|Highlands|Glen|Shamrock|Harp|Piper|Selkie|Currach|Ceilidh|Kerry|Connemara|Skye|Tinker|Whiskey|Lark|Emerald Isle|Bog|Cliffs'),
    adjs: list('Wild|Rocky|Green|Misty|Rolling|Lonesome|Merry|Silver|Bonny|Auld|Wandering|Stormy'),
    phrases: list(`The Rocky Road to Kinsale|Lament for the Glen|The Piper’s Farewell|Out on the Ocean Reel|The Kesh Jig Revisited|
Sally Gardens at Dawn|The Blackthorn Hornpipe|Farewell to Connemara|The Wind That Shakes the Heather|Whiskey in the Morning|
The Lark in the Clear Air Reel|Set Dance for Bridget|The Selkie’s Song|Down by the Salley Banks|Morrison’s Lament`),
    albumWords: list('Reels|Airs|Jigs|Ceilidh|Crossroads|Tales|Session|Tides'),
  },
};
