// Pastimes named by one word of a memory ("went hiking", "her pottery class", "a talented
// photographer"), each with the name the summary gives the interest.

const PASTIMES: Readonly<Record<string, readonly string[]>> = {
  Hiking: ['hiking', 'hike', 'hikes', 'hiker', 'trekking'],
  Climbing: ['climbing', 'climber', 'bouldering', 'rock climbing', 'mountaineering', 'scrambling'],
  Running: ['running', 'runner', 'marathon', 'jogging', 'half-marathon', 'half marathon', 'long run', 'long runs', '10k', '5k', 'ultramarathon', 'ultramarathons', 'ultrarunning', 'trail running', 'fell running', 'cross country'],
  Triathlon: ['triathlon', 'triathlete'],
  Cycling: ['cycling', 'cyclist', 'biking', 'bike', 'bikes', 'e-bike', 'century ride', 'mountain biking', 'bmx', 'gravel riding'],
  Swimming: ['swimming', 'swimmer', 'swim', 'swims', 'lido', 'open water', 'wild swimming', 'sea swim', 'sea swimming', 'cold water swimming', 'open water swimming'],
  'Water polo': ['water polo'],
  Diving: ['scuba', 'diving', 'snorkelling', 'snorkeling', 'freediving'],
  Yoga: ['yoga'],
  Pilates: ['pilates'],
  Surfing: ['surfing', 'surfer', 'surf'],
  Skiing: ['skiing', 'skier', 'snowboarding', 'snowboard', 'snowboarder'],
  Tennis: ['tennis'],
  Golf: ['golf', 'golfer', 'golfing'],
  Basketball: ['basketball'],
  Soccer: ['soccer'],
  Football: ['football', 'footy', 'goalkeeper', 'sunday league'],
  Netball: ['netball'],
  Rugby: ['rugby'],
  Hurling: ['hurling', 'camogie', 'gaelic football'],
  'Roller derby': ['roller derby'],
  Cricket: ['cricket'],
  Badminton: ['badminton'],
  Padel: ['padel', 'pickleball', 'squash'],
  Baseball: ['baseball', 'softball'],
  Volleyball: ['volleyball'],
  Hockey: ['hockey'],
  Chess: ['chess'],
  Dominoes: ['dominoes', 'domino'],
  Mahjong: ['mahjong', 'mah-jong', 'mah jong'],
  'Card games': ['cribbage', 'rummy', 'canasta', 'whist', 'poker'],
  Bowls: ['bowls', 'lawn bowls', 'bowling'],
  'Kapa haka': ['kapa haka', 'haka'],
  'Board games': ['board games', 'boardgames', 'backgammon', 'tavla'],
  Gaming: ['gaming', 'gamer', 'video games', 'minecraft', 'fortnite', 'xbox', 'playstation', 'fifa', 'ps5', 'roblox', 'nintendo'],
  Puzzles: ['puzzles', 'crosswords', 'crossword', 'sudoku', 'jigsaw', 'quiz', 'quizzes', 'pub quiz', 'quiz night'],
  Pottery: ['pottery', 'ceramics'],
  Knitting: ['knitting', 'knit', 'knits', 'knitter', 'crochet', 'crocheting'],
  Quilting: ['quilting', 'quilt', 'quilts', 'quilter'],
  Sewing: ['sewing'],
  Woodworking: ['woodworking', 'carpentry', 'woodwork', 'woodturning', 'whittling', 'birdhouse', 'birdhouses'],
  Painting: ['painting', 'painter', 'watercolor', 'watercolour', 'watercolors'],
  Drawing: ['drawing', 'sketching'],
  Photography: ['photography', 'photographer', 'photographing', 'astrophotography', 'bird photography', 'wildlife photography'],
  Gardening: ['gardening', 'garden', 'gardener', 'allotment', 'bonsai'],
  Fishing: ['fishing', 'fly-fishing', 'fly fishing', 'fly-fish', 'angling', 'angler'],
  Camping: ['camping'],
  Birdwatching: ['birdwatching', 'birding', 'birdwatcher', 'birder'],
  Reading: ['reading', 'bookworm', 'book club', 'novels', 'books', 'audiobooks', 'poetry books'],
  Films: ['films', 'movies', 'cinema', 'horror movie', 'horror movies', 'horror films', 'ghibli', 'film marathon', 'movie marathon'],
  Podcasts: ['podcasts', 'podcast', 'documentaries', 'true crime'],
  'Martial arts': ['karate', 'judo', 'boxing', 'jiu-jitsu', 'jiu jitsu', 'bjj', 'taekwondo', 'kickboxing', 'muay thai', 'mma', 'fencing'],
  Sailing: ['sailing', 'kayaking', 'kayak', 'rowing', 'paddleboarding', 'paddleboard', 'canoeing', 'canoe', 'skiff', 'dinghy', 'sailboat'],
  Fitness: ['crossfit', 'weightlifting', 'spin', 'parkrun', 'aqua aerobics', 'aerobics', 'zumba', 'kettlebells', 'powerlifting', 'bodybuilding', 'barre', 'hiit'],
  Crafts: ['embroidery', 'scrapbooking', 'crafts', 'calligraphy', 'weaving', 'macrame', 'zine', 'zines', 'cross-stitch', 'cross stitch', 'needlepoint', 'embroidering', 'felting', 'candle making', 'soap making', 'jewellery making', 'jewelry making', 'printmaking', 'lino printing'],
  Astronomy: ['astronomy', 'stargazing', 'telescope'],
  Writing: ['writing', 'poetry'],
  Baking: ['baking', 'baker', 'sourdough', 'cake decorating', 'cupcakes', 'bread making'],
  Cooking: ['cooking', 'cook', 'cooks'],
  Barbecue: ['braai', 'barbecue', 'barbecues', 'bbq', 'brisket', 'smoked meats'],
  Dancing: ['dancing', 'dancer', 'dance', 'salsa', 'ballet', 'tango', 'milonga', 'samba', 'flamenco', 'ballroom'],
  Music: ['band', 'drum', 'dj', 'djing', 'music production', 'guitar', 'piano', 'bass', 'drums', 'violin', 'fiddle', 'cello', 'ukulele', 'trumpet', 'saxophone', 'flute', 'clarinet', 'harp', 'orchestra', 'choir', 'singing', 'musician', 'dhol', 'drum kit', 'accordion', 'vinyl', 'crate digging', 'bagpipes', 'banjo', 'mandolin', 'harmonica', 'oboe', 'bassoon', 'tuba', 'trombone', 'viola', 'synth', 'synths', 'sitar', 'tabla', 'steel pan', 'steelpan', 'carnatic', 'karaoke', 'k-pop', 'kpop'],
  Jazz: ['jazz'],
  Theatre: ['theatre', 'theater', 'musicals', 'am-dram'],
  'Sci-fi': ['sci-fi', 'scifi', 'science fiction'],
  Volunteering: ['volunteering', 'volunteer', 'volunteers'],
  Comedy: ['comedy', 'stand-up', 'standup', 'open mic', 'improv'],
  Cosplay: ['cosplay', 'cosplaying'],
  Magic: ['magic tricks', 'card tricks', 'magician'],
  Origami: ['origami'],
  Bridge: ['bridge club'],
  Beekeeping: ['beekeeping', 'beehives', 'beehive'],
  Houseplants: ['houseplants', 'house plants', 'monstera', 'cacti', 'succulents', 'succulent', 'orchids', 'orchid'],
  Motorbikes: ['motorbike', 'motorbikes', 'motorcycle', 'motorcycles'],
  Languages: ['duolingo', 'te reo', 'language exchange'],
  Travel: ['travelling', 'traveling'],
  'Tai chi': ['tai chi', 'qigong'],
  Dinosaurs: ['dinosaurs', 'dinosaur', 'dinos'],
  Anime: ['anime', 'manga', 'animation'],
  Robotics: ['robotics', 'lego'],
  Genealogy: ['genealogy', 'family tree', 'ancestry'],
  Thrifting: ['thrifting', 'op shop', 'op shops', 'charity shops', 'car boot', 'car boots'],
  Narrowboats: ['narrowboat', 'narrowboats', 'canal boat'],
  Orienteering: ['orienteering'],
  Walking: ['rambling', 'hillwalking', 'munro', 'munros', 'morning walks', 'long walks', 'country walks', 'coastal walks', 'hill walks', 'walking group', 'walking club', 'nordic walking', 'power walking'],
  Sauna: ['sauna', 'saunas'],
  Bingo: ['bingo'],
  'Flower arranging': ['flower arranging', 'church flowers', 'floristry', 'ikebana'],
  'Amateur radio': ['ham radio', 'amateur radio', 'shortwave'],
  'Model making': ['model railway', 'model railways', 'model trains', 'train set', 'model kits', 'airfix', 'warhammer', 'miniatures'],
  Skating: ['skateboarding', 'skateboard', 'skateboarder', 'ice skating', 'roller skating', 'rollerblading', 'roller skates'],
  Archery: ['archery'],
  Darts: ['darts', 'snooker'],
  Foraging: ['foraging', 'forager', 'mushroom hunting'],
  Brewing: ['homebrew', 'home brew', 'home brewing', 'homebrewing', 'wine making', 'winemaking', 'kombucha', 'fermenting'],
  Cocktails: ['cocktails', 'mixology', 'cocktail making'],
  'Classic cars': ['classic car', 'classic cars', 'vintage cars', 'car restoration'],
  Motorsport: ['f1', 'formula 1', 'formula one', 'motorsport', 'motor racing', 'nascar'],
  'Tabletop games': ['dnd', 'dungeons and dragons', 'tabletop', 'role-playing'],
  Opera: ['opera'],
  Museums: ['museums', 'galleries', 'art galleries', 'exhibitions'],
  Antiques: ['antiques', 'antiquing', 'flea markets'],
  Journaling: ['journaling', 'journalling', 'bullet journal'],
  Meditation: ['meditation', 'meditating', 'mindfulness'],
  Geocaching: ['geocaching'],
  'Metal detecting': ['metal detecting', 'metal detector', 'detectorist'],
  Gymnastics: ['gymnastics', 'cheerleading'],
  'Horse riding': ['horse riding', 'horseriding', 'riding lesson', 'riding lessons', 'showjumping', 'dressage', 'pony club', 'equestrian'],
};

/** Every word and phrase that names a pastime. */
export const PASTIME_WORDS: readonly string[] = Object.values(PASTIMES).flat();

let index: Map<string, string> | undefined;

/** The interest a word or a two-word phrase names, if any ("hiking" -> Hiking, "board games" -> Board games). */
export function interestNamed(phrase: string): string | undefined {
  if (!index) {
    index = new Map();
    for (const [interest, words] of Object.entries(PASTIMES)) for (const word of words) index.set(word, interest);
  }
  return index.get(phrase);
}

// A pastime's word inside a name or a phrase for something else: "boxing day", "runner beans", "notice
// in writing", "the back garden" (a place, whoever tends it), "covering her standups" (meetings).
const NOT_PASTIME_AFTER = new Set(['day', 'beans', 'bean']);
const NOT_PASTIME_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['writing', new Set(['in'])],
  ['garden', new Set(['back', 'front', 'rear'])],
  // A person who cooks ("the cook, the goat") and a pony ridden ("jumped 90cm on domino").
  ['cook', new Set(['the'])],
  // A marathon watched, not run: "Ghibli marathon", "a Harry Potter film marathon".
  ['marathon', new Set(['film', 'movie', 'films', 'movies', 'ghibli', 'netflix', 'tv', 'telly', 'box-set', 'binge', 'potter', 'rings', 'wars', 'disney', 'marvel', 'gaming', 'baking', 'quiz', 'dance', 'reading', 'pixar'])],
  ['domino', new Set(['on', 'rode', 'riding'])],
  // An errand, not a run: "the school run", "a thrift run".
  ['run', new Set(['school', 'thrift', 'supermarket', 'shop', 'shopping', 'food', 'beer', 'milk', 'coffee', 'test', 'dry', 'trial', 'print', 'tip', 'airport', 'it'])],
  // "Made her dinner three nights running": in a row.
  ['running', new Set(['it', 'kept', 'keeps', 'keep', 'nights', 'days', 'weeks', 'months', 'years', 'times', 'games', 'seasons'])],
  ['standup', new Set(['in', 'her', 'his', 'their', 'the', 'morning', 'daily'])],
  // A dance held, not danced as a pastime: "the care home's tea dance", "the school dance".
  ['dance', new Set(['tea', 'school', 'first', 'wedding', 'barn', 'a'])],
]);
// Comedy is "doing stand-up"; "standups" are a team's morning meetings.
const MEETINGS = new Set(['standups']);

// "running the dnd campaign", "running a café": something run is managed, not run as a sport.
const RUNNING = new Set(['run', 'runs', 'running', 'ran']);
const MANAGED = new Set(['the', 'a', 'an', 'our', 'his', 'her', 'their', 'its', 'this', 'that', 'my', 'your', 'things', 'late', 'out', 'low', 'errands']);

/** Whether a pastime's word, between the lower-case words around it, names something else ("boxing day", "in writing"). */
export function wordNamesSomethingElse(before: string | undefined, word: string, after: string | undefined): boolean {
  if (MEETINGS.has(word) || (after !== undefined && NOT_PASTIME_AFTER.has(after))) return true;
  if (RUNNING.has(word) && after !== undefined && MANAGED.has(after)) return true;
  // "looks onto the garden", "a fall in the garden": a place; "the garden centre" is where gardeners shop.
  if (word === 'garden' && before === 'the') return !['centre', 'center', 'is'].includes(after ?? '');
  return before !== undefined && (NOT_PASTIME_BEFORE.get(word)?.has(before) ?? false);
}

const PASTIME_NAMES = new Set(Object.keys(PASTIMES).map((name) => name.toLowerCase()));

/** Whether a fact key names one of the pastimes ("music", "board games"). */
export const isPastimeName = (key: string): boolean => PASTIME_NAMES.has(key);
