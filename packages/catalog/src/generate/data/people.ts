/** Name parts for invented people. Surnames lean uncommon so invented names rarely match real stars. */

export type Culture = 'anglo' | 'spanish' | 'portuguese' | 'european' | 'global';

const ANGLO_FIRST = `Abigail Ada Alden Alma Amos Annie Arlo Ava Beau Bennett Bernadette Birdie Bo Brooks Callie Cal Cassidy Clara
Clay Cora Dale Daisy Dawson Delia Dexter Dinah Dolores Eden Edie Eli Elise Ellis Elsie Emmett Etta Everett Faye Flora Frankie
Gideon Greta Gus Hank Harlan Hazel Henry Ida Imogen Iris Isaac Ivy Jasper Jolene June Junie Kit Lacey Lainey Lena Levi Lila
Lionel Loretta Lou Lucinda Lyle Mabel Mae Maggie Marlowe Mavis Micah Mollie Nell Nora Odell Oren Otis Paloma Percy Quinn Rae
Reuben Rhett Rosa Roscoe Ruby Rufus Sadie Sam Savannah Silas Stella Sterling Tess Theo Thea Tobias Tucker Vera Vince Violet
Wade Walker Wendell Willa Wyatt Zeke Zora Della Tallulah Cyrus Augustin Noelle Celia Leland Marcel Nadine Ophelia Ronan`;
const ANGLO_LAST = `Abernathy Ashby Atwater Bancroft Barlow Beaumont Bellamy Birchfield Blackwood Blanchard Bramley Brightwell
Buckley Calder Carraway Castellan Chalmers Colby Coldrey Cordell Crane Crowder Dalby Darrow Delacroix Drayton Dunmore Eastman
Ellery Emsworth Fairbanks Fairweather Fenwick Finch Fletcher Garrity Gilchrist Goodwin Greer Halloway Hartwell Hatcher Hawley
Holloway Huxley Ingram Jessop Keating Kendrick Kingsley Langford Larkin Lockhart Lovell Maddox Marchetti Mayfield McAllister
Merriweather Merritt Millbrook Montclair Moreland Nightingale Oakes Ormsby Pemberton Penrose Pickett Prescott Quimby Radley
Ransome Redfern Rhodes Rockwell Rowntree Sayer Shelby Shepley Sinclair Slade Starling Stratton Sutter Talbot Tanner Thackeray
Thornbury Tolliver Trask Underhill Vance Vickery Wainwright Waverly Westbrook Whitcomb Whitlock Wilder Winslow Woodley Yardley
Yates Achterberg Boudreaux Callahan Devereaux Fontaine Galloway Hargrove Kettering Lafferty Montague Pruitt Rourke Spurlock`;

const SPANISH_FIRST = `Adriana Alejandro Alma Amparo Andrés Beatriz Camila Catalina Cristóbal Dalia Diego Elena Emilio Esperanza
Fabiola Federico Gabriela Gael Graciela Ignacio Inés Javier Jimena Joaquín Julieta Leonel Lorena Lucía Manuel Marisol Mateo
Mercedes Nicolás Octavio Paloma Rafael Ramiro Renata Rocío Rodrigo Salvador Santiago Soledad Tomás Valentina Ximena Yolanda`;
const SPANISH_LAST = `Aguilar Alcázar Arrieta Balderas Barrientos Benavides Cabrera Calderón Carvajal Castañeda Cienfuegos Cordero
Delgado Echeverría Escobedo Espinosa Fuentes Galindo Guzmán Ibarra Iturbide Lozano Maldonado Marroquín Montalvo Navarrete
Olivares Ordóñez Pacheco Peralta Quintero Robledo Saldívar Sandoval Santillán Sepúlveda Sotomayor Treviño Urrutia Valdivia Villalobos Zamora`;

const PORTUGUESE_FIRST = `Adriano Anselmo Beatriz Caetana Cecília Dalva Dorival Elis Fabiana Flávio Gilda Helena Iara Isadora Jandira
João Joaquim Lúcia Luiza Marcelo Marisa Milton Nelson Olívia Otávio Paulinho Rosana Sérgio Tânia Tereza Vinícius Zélia`;
const PORTUGUESE_LAST = `Albuquerque Amaral Andrade Aragão Bandeira Barreto Brandão Cardoso Carvalhal Coutinho Damasceno Falcão
Figueiredo Fonseca Gouveia Junqueira Lacerda Macedo Magalhães Moreira Nogueira Pacheco Pimentel Queiroz Rangel Sampaio Teixeira Valadares`;

const EUROPEAN_FIRST = `Adelheid Agnieszka Alessandro Anatol Anneliese Antonín Augustin Béla Benedikt Bohuslav Camille Casimir
Clément Costanza Dmitri Domenico Eleonora Emanuel Ferdinand Friedrich Gaspard Giacomo Gottfried Gustav Heinrich Hélène Ilse Ivan
Jadwiga Johann Józef Karolina Konstantin Leopold Lorenzo Ludmila Marguerite Matthias Nikolai Ottavio Pietro Rosalind Sebastian
Sigrid Stanislav Teodor Ulrike Valentin Vittoria Wilhelmina Xavier`;
const EUROPEAN_LAST = `Ambrosetti Altenburg Castagnoli Bellandi Bergmann Bonnard Brenninger Castelnuovo Chabrillat Czerwinski
Delacourt Vellacourt Vojtíšek Eisenreich Falkenstein Fiorentino Steinacker Grünwald Hallström Hartenberg Hohenfeld Lindenhoff
Morvaneck Kastelic Kellermann Kovalenko Lagarde Lindqvist Lombardini Malinowski Marchesi Meissner Moravec Novotný Ravensberg
Hellwarth Quarenghi Rasmussen Reinholt Rimbault Rosenthal Salvatori Schellenberg Dragomirov Sokolov Steinbach Kolodziej
Ostrowicz Tornquist Valdemar Vasiliev Vinterberg Wallenstein Weissmann Zelenková Zimmermann`;

const GLOBAL_FIRST = `Aarav Abena Adaeze Amadou Amara Anjali Ayodele Chidi Dariush Djeneba Esi Farida Femi Hamza Haruki Ikaika
Imani Jomo Kaveh Kenji Kofi Laila Leilani Mariam Mei Nadia Nasser Nneka Nana Priya Rashid Ravi Sekou Sanjay Selam Tariq
Tenzin Thandiwe Yaw Yuki Zainab Zanele`;
const GLOBAL_LAST = `Abiodun Acheampong Adeyemi Ahmadi Bangura Banerjee Chaudhry Dembélé Dlamini Eshetu Farahani Haddad Iwasaki
Kanté Kapoor Ouédraogo Khoury Mahlangu Mensah Nakamura Ndiaye Nwosu Okafor Osei Ouattara Rahimi Sahin Sylla Sissoko Takeda
Tesfaye Tiendrébéogo Traoré Varma Wambui Yamamoto Zewdie`;

function words(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

export const FIRST_NAMES: Record<Culture, string[]> = {
  anglo: words(ANGLO_FIRST), spanish: words(SPANISH_FIRST), portuguese: words(PORTUGUESE_FIRST),
  european: words(EUROPEAN_FIRST), global: words(GLOBAL_FIRST),
};
export const LAST_NAMES: Record<Culture, string[]> = {
  anglo: words(ANGLO_LAST), spanish: words(SPANISH_LAST), portuguese: words(PORTUGUESE_LAST),
  european: words(EUROPEAN_LAST), global: words(GLOBAL_LAST),
};

export const BLUES_NICKNAMES = ['Big', 'Little', 'Blind', 'Lightnin’', 'Sweet', 'Smokey', 'Harmonica', 'Mississippi', 'Texas', 'Boogie', 'Slim', 'Bayou', 'Honeyboy', 'Memphis'];
export const HIPHOP_PREFIXES = ['Lil', 'Young', 'MC', 'Big', 'Kid', 'Yung', 'DJ', 'King', 'Lady', 'Prince'];
export const HIPHOP_STEMS = ['Kairo', 'Vantage', 'Nova', 'Ledger', 'Saber', 'Mosaic', 'Quill', 'Rhyno', 'Stratos', 'Cipher', 'Jetta', 'Kobalt', 'Halcyon', 'Mistral', 'Obelisk', 'Riddle', 'Blaze', 'Dime', 'Tempo', 'Verse', 'Zephyr', 'Karma', 'Lyric', 'Ransom', 'Tundra', 'Marlo', 'Deuce', 'Sage', 'Juno', 'Paragon'];
/** Invented places for orchestras, choirs and bands ('Ashgrove Symphony Orchestra'). */
export const PLACES = ['Ashgrove', 'Bellhaven', 'Brightwater', 'Cedar Falls', 'Coldbrook', 'Eastmere', 'Fairhollow', 'Glenmoor', 'Harrowgate', 'Highcastle', 'Kestrel Bay', 'Larchmont', 'Marlow Heights', 'Northbridge', 'Oakhurst', 'Pinecrest', 'Ravensholm', 'Redwater', 'Silverlake', 'Stonebury', 'Thornfield', 'Westvale', 'Willow Creek', 'Windmere', 'Ambervale', 'Copper Ridge', 'Lindenhall', 'Saint Aldric', 'Valmont', 'Wrenfield'];
