// How people say what someone wants, struggles with, likes or is. Each cue is read at the start of
// what a clause says about the person, after "is", "has been" and the like: a list of positions,
// each a set of words (any form of them).

export type Cue = readonly (readonly string[])[];

const cue = (...positions: string[]): Cue => positions.map((position) => position.split('|'));

export const GOAL_CUES: readonly Cue[] = [
  cue('want|wants|wanted', 'to'),
  cue('plan|plans|planning|planned', 'to|on'),
  cue('hope|hopes|hoping', 'to'),
  cue('dream|dreams|dreaming', 'of|about'),
  cue('aim|aims|aiming', 'to|for'),
  cue('train|trains|training', 'for'),
  cue('teach|teaches|teaching', 'herself|himself|themselves|themself'),
  cue('learning|learn|learns', 'to'),
  cue('save|saves|saving', 'up|for|to'),
  cue('try|tries|trying', 'to'),
  cue('apply|applies|applying', 'for|to'),
  cue('work|works|working', 'towards|toward'),
  cue('study|studies|studying', 'for'),
  cue('prepare|prepares|preparing', 'for'),
  // "Practising for carnival already", "looking at a permanent bakery unit in deptford".
  cue('practise|practises|practising|practice|practices|practicing|rehearsing|rehearses', 'for'),
  cue('looking|look|looks', 'at|into', 'a|an|buying|moving|getting|doing|renting|opening|starting|applying|courses|jobs|houses|flats'),
  cue('determined', 'to'),
  cue('would|will', 'love|like', 'to'),
  cue('going', 'to', 'open|start|build|buy|run|move|become|learn|travel|visit|write|launch|retire|adopt'),
];

// Where someone comes from, lives and works: their background, told with a verb.
export const BACKGROUND_CUES: readonly Cue[] = [
  cue('grew|grow|grows|growing', 'up'),
  cue('born'),
  cue('from'),
  cue('come|comes|came', 'from'),
  cue('live|lives|lived|living', 'in|on|near|abroad|alone|with'),
  cue('work|works|worked|working', 'as|at|in|for|nights|shifts|from'),
  cue('speak|speaks|speaking'),
  cue('retired'),
  cue('make|makes', 'the', 'best'),
  cue('teach|teaches|teaching'),
  cue('run|runs|running', 'a|her|his|their|the'),
  cue('own|owns', 'a|an|the'),
];

/** Nouns of someone's background: "Elena's new role as head nurse starts in January". */
export const BACKGROUND_NOUNS = new Set(['job', 'role', 'position', 'career', 'hometown', 'degree', 'phd', 'business', 'shop', 'company', 'startup', 'studies']);

export const CHALLENGE_CUES: readonly Cue[] = [
  cue('struggle|struggles|struggling|struggled'),
  cue('deal|deals|dealing|dealt', 'with'),
  cue('cope|copes|coping', 'with'),
  cue('battle|battles|battling|fighting'),
  cue('suffer|suffers|suffering', 'from'),
  cue('recover|recovers|recovering', 'from'),
  cue('go|goes|going|went', 'through'),
  cue('worried|worry|worries|worrying|anxious|stressed|nervous|scared|afraid|terrified|frightened|upset|overwhelmed|concerned|panicking'),
  cue('having|had|has', 'back|knee|money|health|sleep|heart|stomach|memory|marriage|fertility', 'problems|issues|trouble'),
  cue('shaken|devastated|gutted|heartbroken|shattered|rattled'),
  cue('broke|split|splitting|breaking', 'up'),
  cue('lonely|homesick|depressed|exhausted|burnt|burned|sick|ill|unwell|injured|grieving|heartbroken|unemployed|broke'),
  cue('juggle|juggles|juggling'),
  cue('laid', 'off'),
  cue('let', 'go'),
  cue('fired'),
  cue('admitted|hospitalised|hospitalized|diagnosed'),
  cue('can|could', 'not', 'sleep'),
  cue('having|had|has', 'trouble|problems|issues'),
  cue('having|had|has', 'a', 'hard|tough|rough', 'time'),
  cue('in', 'pain|hospital|debt'),
  cue('broke|broken|fractured|sprained|hurt|injured|tore|torn|twisted|dislocated', 'her|his|their', 'arm|leg|wrist|ankle|hip|rib|ribs|nose|foot|toe|finger|collarbone|back|knee|shoulder|acl|ligament|hamstring|achilles|meniscus'),
  cue('lost|lose|losing', 'her|his|their', 'job|mom|mother|dad|father|husband|wife|partner|brother|sister|grandma|grandpa|dog|cat|home|house'),
  cue('lost|lose|losing', 'the', 'job|house'),
  // "been job hunting since the café closed", "out of work since March", "skint again", "gets hives before presenting".
  cue('job', 'hunting|searching'),
  cue('out', 'of', 'work'),
  cue('underpaid|overworked|skint'),
  cue('gets|get|getting', 'hives|panicky|panic'),
  // "misses his sister a lot", "missing home": a longing, not a habit.
  cue('misses|missing', 'her|his|their|home|family|everyone'),
];

// Liking: whether the liked thing is a pastime (an interest) or a thing (a preference) is read from it.
export const LIKING_CUES: readonly Cue[] = [
  cue('love|loves|loved|adore|adores|like|likes|enjoy|enjoys|prefer|prefers'),
  cue('obsessed|hooked', 'with|on'),
  cue('crazy|mad|nuts|passionate|keen', 'about|on'),
  cue('fond', 'of'),
  cue('can', 'not', 'get', 'enough', 'of'),
  cue('would', 'love|like'),
];

export const DISLIKING_CUES: readonly Cue[] = [
  cue('hate|hates|dislike|dislikes|detest|detests|despise|despises|loathe|loathes|avoid|avoids'),
  cue('can|could', 'not', 'stand|eat|have|drink|tolerate'),
  cue('do|does|did|will|would', 'not', 'eat|drink|like|touch'),
  cue('never', 'eat|eats|drink|drinks'),
  cue('would|will|could', 'never|not', 'eat|drink|touch|wear|use|have'),
  cue('allergic|intolerant|sensitive', 'to'),
  cue('lactose|gluten|dairy|nut|wheat|egg|soy|shellfish|peanut', 'intolerant|allergy|free|allergic'),
  cue('not', 'a', 'fan', 'of'),
  cue('already', 'has|have|owns|own|got'),
  cue('is|are|was', 'not', 'a', 'fan', 'of'),
  cue('is|are|was', 'not', 'into'),
];

export const INTEREST_CUES: readonly Cue[] = [
  cue('play|plays|playing'),
  cue('practise|practises|practice|practices|practising|practicing'),
  cue('volunteer|volunteers|volunteering'),
  cue('collect|collects|collecting'),
  cue('learn|learns|learning'),
  cue('into'),
  cue('interested', 'in'),
  cue('take|takes|taking', 'classes|lessons'),
  cue('paint|paints|knit|knits|quilt|quilts|sew|sews|bake|bakes|sing|sings|dance|dances|surf|surfs|climb|climbs|hike|hikes|swim|swims|garden|gardens|fish|fishes'),
];

// Words after "a huge", "a big" that make the words before them an interest: "an Arsenal fan", "a sci-fi nerd".
export const FAN_WORDS = new Set(['supporter', 'follower', 'devotee', 'fan', 'fanatic', 'nerd', 'geek', 'buff', 'lover', 'enthusiast', 'junkie', 'addict', 'aficionado', 'obsessive']);

/** Ways of being (after "is", "has been"); a superlative counts as its adjective ("funniest" -> funny). */
export const TRAITS = new Set([
  'kind', 'funny', 'hilarious', 'patient', 'generous', 'loyal', 'thoughtful', 'introverted', 'extroverted', 'extraverted', 'shy',
  'outgoing', 'calm', 'organised', 'organized', 'talented', 'creative', 'caring', 'sweet', 'gentle', 'brave', 'smart', 'clever',
  'curious', 'honest', 'reliable', 'stubborn', 'competitive', 'adventurous', 'ambitious', 'hardworking', 'hard-working',
  'independent', 'optimistic', 'cheerful', 'quiet', 'sensitive', 'empathetic', 'warm', 'witty', 'sarcastic', 'chatty',
  'easygoing', 'laid-back', 'spontaneous', 'punctual', 'meticulous', 'tidy', 'messy', 'forgetful', 'supportive', 'protective',
  'resilient', 'determined', 'driven', 'humble', 'confident', 'energetic', 'artistic', 'musical', 'sporty', 'nerdy', 'practical',
  'wise', 'playful', 'romantic', 'affectionate', 'sociable', 'reserved', 'vegan', 'vegetarian', 'pescatarian', 'religious',
  'dependable', 'considerate', 'selfless', 'goofy', 'silly', 'bubbly', 'fearless', 'passionate', 'dramatic', 'introvert', 'extrovert',
  'blunt', 'fierce', 'feisty', 'grumpy', 'cheeky', 'bossy', 'loud', 'strict', 'fussy', 'private', 'modest', 'gregarious', 'mischievous',
]);

/** Who someone is, told with a noun: "an early riser", "a natural leader". */
export const IDENTITIES = new Set([
  'vegan', 'vegetarian', 'pescatarian', 'introvert', 'extrovert', 'early riser', 'night owl', 'homebody', 'perfectionist',
  'optimist', 'pessimist', 'animal lover', 'dog person', 'cat person', 'neat freak', 'bookworm', 'foodie', 'mentor',
  'natural leader', 'team player', 'people person', 'social butterfly', 'workaholic', 'morning person', 'free spirit',
  'worrier', 'romantic', 'planner', 'teetotaler', 'teetotaller', 'leader', 'softie', 'gossip', 'joker', 'charmer', 'chatterbox', 'grump',
  'sweetheart', 'speaker', 'hoarder', 'daredevil', 'traditionalist',
]);

/** Ways a person is named by what they do: "a talented photographer" does photography. */
export const ROLE_INTERESTS: ReadonlyMap<string, string> = new Map([
  ['photographer', 'photography'], ['musician', 'band'], ['painter', 'painting'], ['runner', 'running'], ['cyclist', 'cycling'],
  ['gardener', 'gardening'], ['baker', 'baking'], ['golfer', 'golf'], ['climber', 'climbing'], ['swimmer', 'swimming'],
  ['surfer', 'surfing'], ['dancer', 'dancing'], ['hiker', 'hiking'], ['knitter', 'knitting'], ['quilter', 'quilting'],
  ['gamer', 'gaming'], ['bookworm', 'reading'],
]);

/** Illness, loss and trouble named by a noun: a clause about the person that names one tells a challenge. */
export const TROUBLES = new Set([
  'surgery', 'pneumonia', 'migraine', 'migraines', 'insomnia', 'anxiety', 'depression', 'cancer', 'chemo', 'chemotherapy',
  'blood pressure', 'back pain', 'diabetes', 'injury', 'burnout', 'divorce', 'debt', 'loans', 'flu', 'covid', 'infection',
  'arthritis', 'dementia', 'grief', 'layoff', 'unemployment', 'breakup', 'illness', 'fracture', 'concussion', 'asthma',
  'stress', 'pain', 'knee', 'hip', 'eviction', 'miscarriage', 'rehab', 'therapy', 'operation', 'cataract', 'acl', 'ligament',
  'tumor', 'tumour', 'fracture', 'crutches', 'hospital', 'diabetes', 'diabetic', 'fall', 'problems', 'lonely', 'loneliness', 'exhausted', 'insomnia', 'redundancy', 'underpaid', 'overworked', 'hives',
]);

/** Words that make what the writer does a habit rather than a one-off. */
export const TOGETHER_HABITS = new Set(['every', 'always', 'often', 'usually', 'regularly', 'weekly', 'monthly', 'together', 'still', 'tradition', 'never']);
