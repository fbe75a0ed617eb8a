import { list, type WordBank } from './words-types';

/** Jazz, groove, club and global banks. Spanish and Portuguese banks hold nouns that read well after 'de' or alone. */
export const GROOVE_BANKS: Record<'jazz' | 'funk' | 'hiphop' | 'electronic' | 'ambient' | 'reggae' | 'latin' | 'portuguese' | 'world', WordBank> = {
  jazz: {
    nouns: list('Blue Hour|Nightcap|Cityscape|Boulevard|Afterglow|Velvet Room|Rendezvous|Midtown|Moonglow|Serenade|Skylark|Caravan Road|Penthouse|Rooftop|Harbor Lights|Stroll|Reverie|Riverside|Nocturne|Cafe Society'),
    adjs: list('Blue|Smoky|Cool|Mellow|Easy|Late|Velvet|Uptown|Lazy|Slow|Satin|Twilight|Sunday|Bittersweet'),
    phrases: list(`Night in the City|Blues for Harriet|Waltz for Delia|Autumn on Lenox|A Table for Two|Steppin’ Uptown|Song for Sadie|
Out of the Blue Room|Lullaby of the Harbor|Stella by Streetlight|Three Cups of Coffee|Just Friends Again|Moonlight on Fifth|
The Long Way Home|Samba for Selma|Midnight Conversation|Bossa for Two|Second Avenue Shuffle|Easy Does It|Dear Old Sunday`),
    albumWords: list('Sessions|Standards|Live|Quartet|Nocturnes|Moods|Portraits|Ballads'),
  },
  funk: {
    nouns: list('Groove|Boogie|Funk Machine|Get Down|Bump|Strut|Thang|Dance Line|Body Heat|Hustle|Slow Jam|Love Jones|Backbone|Starship|Sugar Pie|Mothership'),
    adjs: list('Funky|Super|Sweet|Smooth|Hot|Cosmic|Nasty|Tight|Deep|Slick|Silky|Heavy'),
    phrases: list(`Get Up and Groove|Shake Your Thang|Keep On Movin’ Up|Give It to Me Now|Love Is the Answer Baby|Can’t Get Enough Lovin’|
Do the Strut|Sugar on the Floor|Ooh Baby Baby Tonight|Slow Dance With You|Hold On to Love|Tell Me Something Sweet|
Stay With Me Tonight|Feel the Fire|Never Enough Love|Let the Music Take You|Don’t Stop the Feeling|Sunshine After Midnight`),
    albumWords: list('Grooves|Funk|Soul|Sessions|Boogie|Heat|Machine|Soul Revue'),
  },
  hiphop: {
    nouns: list('Cipher|Block Party|Corner Store|Blueprint|Paper Trail|Skyline|Hustle|Crown|Legacy|Dreams|Concrete|Subway|Mixtape|Boombox|Grind|Jewels|Rooftops|Summer Nights|Basement'),
    adjs: list('Real|Cold|Golden|Fresh|Grown|Hard|Heavy|Big|Underground|Certified|Uptown|Late'),
    phrases: list(`Came Up From Nothing|Back on the Block|Mama Said Keep Going|Made It Out|Run the City|Headphones On|Top Floor Views|
No Days Off|Certified Fresh|Before the Fame|All Eyes on Us|Letters to the City|Slow Motion|Rain on Concrete|Rest in Rhythm|
Foundation|For the Culture|Hometown Hero|Clockwork|Sunday Drive Thru`),
    albumWords: list('Tape|Chronicles|Blueprint|Diaries|Legacy|Testament|Mixtape|Sessions'),
  },
  electronic: {
    nouns: list('Circuit|Pulse|Signal|Prism|Orbit|Frequency|Waveform|Satellite|Mirage|Voltage|Neon|Hologram|Spectrum|Afterglow|Nightdrive|Arcade|Parallax|Vertigo|Equinox|Transmission'),
    adjs: list('Digital|Infinite|Electric|Analog|Liquid|Hyper|Solar|Chrome|Neon|Synthetic|Lunar|Polar|Deep|Mirrored'),
    phrases: list(`Lost in the Signal|Dance Until Sunrise|Higher Frequency|Strobe Lights|Into the Machine|Afterhours|Body Language|
Midnight Transmission|Only the Bass|Feel It Rising|Move Your Body|Warehouse 9|Nightshift|Floating Lights|Tokyo by Night|
Sunrise on the Terrace|Heat of the Night|Pressure Point|Echoes of You|Another Planet`),
    albumWords: list('EP|Sequences|Transmissions|Frequencies|Remixes|Systems|Patterns|Circuits'),
  },
  ambient: {
    nouns: list('Drift|Stillness|Tidepool|Fog|Aurora|Glacier|Lumen|Canopy|Fjord|Moss|Dusk|Solstice|Nebula|Shoreline|Reverie|Meadow|Tundra|Haze|Driftwood|Horizon'),
    adjs: list('Slow|Distant|Floating|Quiet|Soft|Pale|Endless|Weightless|Still|Submerged|Luminous|Silent|Morning|Wide'),
    phrases: list(`Breathing Room|Clouds Over Water|A Place to Rest|First Light|Between Two Shores|Under Falling Snow|The Long Exhale|
Slow Motion Sky|Where the River Bends|Low Tide at Dawn|Eyes Closed|Sleeping Forest|Last Light on the Lake|Orbiting Home|
The Space Between|Drifting North|Open Field|Rain on Glass`),
    albumWords: list('Landscapes|Meditations|Spaces|Tides|Drifts|Études|Horizons|Studies'),
  },
  reggae: {
    nouns: list('Riddim|Zion|Kingston|Yard|Sunsplash|Rastaman|Dub|Lion|Irie|Sound System|Island|Trenchtown|Babylon|Mountain Top|Seaside|Herb Garden'),
    adjs: list('Natty|Irie|Sweet|Roots|Rockers|Cool|Rebel|Conquering|Heavy|Sunny|Easy|Righteous'),
    phrases: list(`One Love Vibration|Jah Guide Me|Sunshine on the Yard|Stir It Slow|Zion Gate Dub|Don’t Worry ’Bout a Ting|
Rise Up Jah Children|Sweet Lovin’ Girl|Kingston Town Tonight|Sound the Alarm|Dub Fi Gwan|Roots Rock Rockers|Sinsemilla Sunset|
Positive Living|Island Sunday|Easy Skank Sunday|Rainy Day Riddim`),
    albumWords: list('Dub|Riddims|Roots|Showcase|Sessions|Vibes|Chapter|Uprising'),
  },
  latin: {
    nouns: list('Corazón|Luna|Amor|Noche|Fuego|Verano|Cielo|Sol|Mar|Alma|Sueño|Destino|Tequila|Caribe|Guitarra|Ventana|Camino|Paloma|Lluvia'),
    adjs: list('Dulce|Eterno|Loco|Bonita|Caliente|Lejano|Tropical|Salvaje|Perdido|Nuevo|Azul|Único'),
    phrases: list(`Bésame Otra Vez|Te Extraño|Baila Conmigo|Quédate Aquí|Sin Ti No Soy Nada|Mi Vida Eres Tú|Volver a Empezar|Cómo Te Olvido|
Dame Tu Amor|La Noche Es Nuestra|Vamos a la Playa|Corazón Partido|Todo Cambió|Ay, Mi Amor|Aquí Estoy|Mírame|Vuelve Pronto|
La Última Canción|Bajo la Lluvia|Cumbia del Río`),
    albumWords: list('Éxitos|Canciones|En Vivo|Sentimiento|Historias|Raíces|Fiesta|Corazón'),
  },
  portuguese: {
    nouns: list('Saudade|Coração|Mar|Lua|Samba|Morena|Praia|Rio|Sol|Janela|Carnaval|Amor|Tarde|Canção|Flor|Verão|Vento|Estrela'),
    adjs: list('Doce|Azul|Tropical|Triste|Bonita|Suave|Dourada|Antiga|Nova|Feliz'),
    phrases: list(`Chega de Tristeza|Tarde em Copacabana|Meu Coração|Samba da Madrugada|Onde Está Você Agora|Águas de Abril|Manhã de Sol|Vem Comigo|
Só Samba Hoje|Menina da Praia|Canto da Sereia|Desencontro|Sonho de Verão|Garota do Leblon|Noite Carioca|
Beira-Mar|Tudo Bem|Flor de Lis Azul`),
    albumWords: list('Bossa|Canções|Samba|Ao Vivo|Saudade|Brasil|Verão|Tropical'),
  },
  world: {
    nouns: list('Caravan|Desert Wind|Monsoon|Bazaar|Oasis|Silk Road|Savanna|Market Day|River Niger|Sahara|Lotus|Spice Route|Medina|Kora Song|Harmattan|Village'),
    adjs: list('Golden|Ancient|Sacred|Dancing|Wandering|Spiced|Distant|Burning|Desert|Eastern|Festive|Sunlit'),
    phrases: list(`Song for the Harvest|Dance of the Nomads|Night Market|Rain Comes to the Village|Mother Africa Calling|The River Knows|
Bamako Sunrise|Caravan to Timbuktu|Flamenco at Dawn|Wedding Dance|Lagos Traffic Jam|Call of the Kora|Saffron Sky|Dust and Drums|
Monsoon Bride|Song of the Fisherman`),
    albumWords: list('Journeys|Roots|Passages|Crossroads|Live in Lagos|Songs|Voyage|Caravan'),
  },
};
