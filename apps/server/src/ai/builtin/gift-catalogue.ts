/** A gift: its name (shown in bold) and why it fits; "their" and "them" become the person's own pronouns. */
export interface GiftIdea {
  name: string;
  why: string;
}

// Two ideas per pastime of interest-words.ts: a thing to use and a thing to enjoy it more.
export const PASTIME_GIFTS: Readonly<Record<string, readonly GiftIdea[]>> = {
  Hiking: [{ name: 'A lightweight daypack', why: 'for the next trail' }, { name: 'A national parks pass', why: 'a year of new hikes' }],
  Climbing: [{ name: 'A chalk bag and quality chalk', why: 'something every climber uses' }, { name: 'A climbing gym day pass', why: 'to try a new wall' }],
  Running: [{ name: 'Technical running socks and a race-day kit', why: 'for the miles ahead' }, { name: 'A massage voucher', why: 'for recovery after the long runs' }],
  Triathlon: [{ name: 'A personalised water bottle and gel belt', why: 'for long training days' }, { name: 'A sports massage voucher', why: 'for recovery between sessions' }],
  Cycling: [{ name: 'A bike repair kit', why: 'for the road' }, { name: 'A cycling cafe guidebook', why: 'for rides with a reward' }],
  Swimming: [{ name: 'Anti-fog goggles', why: 'for clearer laps' }, { name: 'A quick-dry towel', why: 'for the pool bag' }],
  Yoga: [{ name: 'A good yoga mat', why: 'for daily practice' }, { name: 'A class pass at a local studio', why: 'to try something new' }],
  Pilates: [{ name: 'Grip socks and a resistance band set', why: 'for practice at home' }, { name: 'A class pack', why: 'for the next sessions' }],
  Surfing: [{ name: 'A surf poncho', why: 'for changing on the beach' }, { name: 'A surf lesson or a board rental day', why: 'for more time in the water' }],
  Skiing: [{ name: 'Merino base layers', why: 'for cold days on the slopes' }, { name: 'A lift ticket', why: 'for a day in the mountains' }],
  Tennis: [{ name: 'A can of good balls and new overgrips', why: 'for the next match' }, { name: 'Tickets to a tournament', why: 'to watch the pros' }],
  Golf: [{ name: 'Personalised golf balls', why: 'a fun touch on the course' }, { name: 'A round at a course on their wish list', why: 'a day out' }],
  Basketball: [{ name: 'Tickets to a game', why: 'to watch it live' }, { name: 'A quality outdoor ball', why: 'for pickup games' }],
  Soccer: [{ name: 'Tickets to a match', why: 'to watch it live' }, { name: 'A team scarf or shirt', why: 'for match days' }],
  Football: [{ name: 'Tickets to a game', why: 'to watch it live' }, { name: 'A team jersey', why: 'for game days' }],
  Baseball: [{ name: 'Tickets to a game', why: 'an afternoon at the ballpark' }, { name: 'A signed ball or cap', why: 'for the shelf' }],
  Volleyball: [{ name: 'A new ball', why: 'for the next game' }, { name: 'Knee pads', why: 'for the court' }],
  Hockey: [{ name: 'Tickets to a game', why: 'to watch it live' }, { name: 'A team jersey', why: 'for game nights' }],
  Chess: [{ name: 'A handsome wooden chess set', why: 'for games at home' }, { name: 'A classic chess book', why: 'for studying openings' }],
  'Board games': [{ name: 'A highly rated new board game', why: 'for the next game night' }, { name: 'A game night with their favourite snacks', why: 'an evening together' }],
  Gaming: [{ name: 'A gift card for their platform', why: 'to pick the next game' }, { name: 'A comfortable headset', why: 'for long sessions' }],
  Puzzles: [{ name: 'A beautiful 1000-piece jigsaw', why: 'for quiet evenings' }, { name: 'A book of cryptic crosswords', why: 'for daily puzzling' }],
  Pottery: [{ name: 'A wheel-throwing workshop', why: 'to try a new technique' }, { name: 'A set of quality pottery tools', why: 'for the studio' }],
  Knitting: [{ name: 'Hand-dyed yarn', why: 'for the next project' }, { name: 'A pattern book', why: 'for new ideas' }],
  Quilting: [{ name: 'A bundle of designer fabric', why: 'for the next quilt' }, { name: 'A rotary cutter and mat', why: 'for precise cutting' }],
  Sewing: [{ name: 'A bundle of lovely fabric', why: 'for the next make' }, { name: 'A sewing class', why: 'to learn something new' }],
  Woodworking: [{ name: 'A quality chisel set', why: 'for the workshop' }, { name: 'A woodworking class', why: 'to learn a new joint' }],
  Painting: [{ name: 'Artist-grade paints', why: 'for the next piece' }, { name: 'A painting workshop', why: 'to try a new style' }],
  Drawing: [{ name: 'A fine sketchbook and pencils', why: 'for everyday drawing' }, { name: 'A life-drawing class', why: 'for practice' }],
  Photography: [{ name: 'A photo book of their best shots', why: 'to show off their work' }, { name: 'Film rolls or a new lens filter', why: 'for the next shoot' }],
  Gardening: [{ name: 'Heirloom seeds and a good trowel', why: 'for the next season' }, { name: 'A garden kneeler', why: 'to save their knees' }],
  Fishing: [{ name: 'A tackle box organiser', why: 'for the next trip out' }, { name: 'A day fishing charter', why: 'a day on the water' }],
  Camping: [{ name: 'A camping lantern', why: 'for evenings outdoors' }, { name: 'A compact camp cooking set', why: 'for meals under the stars' }],
  Birdwatching: [{ name: 'A pair of binoculars', why: 'for closer looks' }, { name: 'A regional bird guide', why: 'to name every sighting' }],
  Reading: [{ name: 'A book by a favourite author', why: 'for the reading pile' }, { name: 'A bookshop gift card', why: 'to choose their next read' }],
  Writing: [{ name: 'A beautiful notebook and pen', why: 'for new pages' }, { name: 'A writing workshop', why: 'for fresh ideas' }],
  Baking: [{ name: 'A proofing basket and bench scraper', why: 'for the next bake' }, { name: 'A baking class', why: 'to learn a new technique' }],
  Cooking: [{ name: 'A cookbook from a favourite cuisine', why: 'for new dishes' }, { name: 'A cooking class', why: 'an evening of learning' }],
  Dancing: [{ name: 'A class pass at a dance studio', why: 'for more nights out dancing' }, { name: 'Tickets to a dance show', why: 'an evening out' }],
  Music: [{ name: 'Tickets to a live show', why: 'a night of music' }, { name: 'A music shop gift card', why: 'for strings, sheet music or gear' }],
  Jazz: [{ name: 'Tickets to a jazz club night', why: 'live music' }, { name: 'A classic jazz record', why: 'for the collection' }],
  Theatre: [{ name: 'Theatre tickets', why: 'a night at a show' }, { name: 'A cast recording on vinyl', why: 'for the collection' }],
  'Sci-fi': [{ name: 'A new sci-fi novel', why: 'for the reading pile' }, { name: 'Tickets to a sci-fi film premiere', why: 'a night out' }],
  Volunteering: [{ name: 'A donation in their name', why: 'to a cause close to their heart' }, { name: 'A sturdy tote and water bottle', why: 'for volunteer shifts' }],
  Travel: [{ name: 'A travel journal', why: 'for the next trip' }, { name: 'A packing cube set', why: 'for lighter packing' }],
};

/** Ideas that suit almost anyone, for a person the user has not written about yet. */
export const GENERAL_GIFTS: readonly GiftIdea[] = [
  { name: 'A handwritten letter', why: 'saying what your friendship means to you' },
  { name: 'An experience together', why: 'a class, a concert or a day trip' },
  { name: 'A framed photo of a favourite moment', why: 'a memory to keep in sight' },
  { name: 'A cozy care package', why: 'tea, socks and something sweet' },
  { name: 'A book you loved', why: 'with a note on the first page' },
  { name: 'A plant for their home', why: 'easy to care for and lasting' },
  { name: 'A dinner you cook for them', why: 'time and care rather than money' },
  { name: 'A small subscription', why: 'coffee, flowers or a favourite magazine' },
];
