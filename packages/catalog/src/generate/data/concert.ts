import { list } from './words-types';

/** Vocabulary for concert-hall titles: forms, keys, movements, arias and screen cues. */
export const FORMS = list('Symphony|Piano Concerto|Violin Concerto|Cello Concerto|String Quartet|Piano Sonata|Violin Sonata|Piano Trio|Clarinet Quintet|Sinfonietta|Horn Concerto|Flute Sonata|Wind Serenade');
export const SHORT_PIECES = list('Nocturne|Waltz|Mazurka|Étude|Prelude|Impromptu|Ballade|Romance|Fantasia|Rhapsody|Berceuse|Capriccio|Elegy|Barcarolle|Humoresque|Intermezzo');
export const KEYS = list('C major|C minor|D major|D minor|E-flat major|E minor|E major|F major|F minor|F-sharp minor|G major|G minor|A major|A minor|A-flat major|B-flat major|B minor|C-sharp minor');
export const TEMPOS = list('Allegro|Allegro con brio|Allegro moderato|Andante|Andante cantabile|Adagio|Adagio sostenuto|Largo|Presto|Scherzo: Allegro vivace|Menuetto: Allegretto|Rondo: Allegro|Moderato|Lento|Vivace|Larghetto|Finale: Allegro assai');
export const ROMAN = ['I', 'II', 'III', 'IV'];
export const SUITES = list('Pastoral Suite|Suite for Strings|Orchestral Suite|Dance Suite|Woodland Suite|Harbour Suite|Carnival Suite|Seasons Suite');
export const SUITE_MOVES = list('Morning|Dance of the Villagers|Serenade|Nocturne|Procession|Waltz|Country Dance|Lullaby|March|Reverie|Finale');

export const BAROQUE_FORMS = list('Concerto Grosso|Suite|Partita|Trio Sonata|Harpsichord Suite|Oboe Concerto|Trumpet Concerto|Recorder Sonata|Sinfonia|Cello Suite');
export const BAROQUE_MOVES = list('Allemande|Courante|Sarabande|Gigue|Gavotte|Bourrée|Minuet|Air|Largo|Allegro|Siciliano|Passepied|Ouverture|Chaconne');
export const BAROQUE_SINGLES = list('Toccata and Fugue|Chaconne|Passacaglia|Fantasia and Fugue|Prelude and Fugue|Canon and Gigue|Chorale Prelude');

export const ARIA_OPENINGS = list('O|Ah,|Vieni,|Addio,|Dolce|Caro|Torna,|Non piangere,|Sola,|Deh,|Mio');
export const ARIA_ENDINGS = list('mio cor|dolce amor|bella notte|luce mia|fior gentile|cielo azzurro|sogno d’oro|mia speranza|caro bene|notte serena|vita mia|anima mia');
export const OPERA_TITLES = list('La Contessa di Vallombrosa|La Sposa Fedele|La Regina di Cipro|Notte a Venezia|La Principessa Lontana|Il Cavaliere Errante|La Vendetta di Elvira|Il Pescatore di Sorrento|La Giardiniera di Lucca|I Masnadieri del Mare|Il Re Pastore di Arcadia|La Fanciulla del Lago');
export const OPERA_PIECES = list('Overture|Chorus of the Fishermen|Chorus of the Pilgrims|Intermezzo|Wedding March|Duet of the Letter|Drinking Song|Storm Scene|Finale');

export const PIANO_TITLES = list(`First Snow|Letters Never Sent|The Quiet Hour|Kitchen Window|Old Photographs|Rainy Tuesday|Northern Light|Paper Boats|
For Eleanor|Small Hours|The Lake in Winter|Slow Walk Home|Lullaby for Nora|Window Seat|Moon Over the Garden|Sketch in Blue|Tuesday Morning|Candlelight|Grey Skies|Still Life`);

export const FILM_CUES = list(`Main Title|End Credits|Love Theme|The Chase|Homecoming|Arrival|Into the Storm|Farewell|The Final Stand|Across the Ice|
Flight Over the Valley|The Secret Door|Escape|A New Dawn|March of the Guardians|The Map Room|Reunion|Night Watch|The Lost City|Lullaby`);
export const FILM_WORDS = list('Starfall|The Iron Coast|Northern Skies|The Last Lighthouse|Echo Canyon|The Clockmaker|Winter’s Gate|Harbor of Lights|The Glass Forest|Kingdom of Sand|The Long Voyage|Beyond the Ridge|Red Horizon|The Orchard|Silver Tide');
