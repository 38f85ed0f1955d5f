// Word lists the description of a date is built from (describe-date.ts).

const EVENT_NOUNS = [
  'birthdays?', 'bdays?', 'b-days?', 'anniversary', 'anniversaries', 'weddings?', 'graduation', 'surgery',
  'operation', 'procedure', 'appointments?', 'check-?ups?', 'scans?', 'ultrasound', 'mri', 'chemo',
  'therapy', 'trips?', 'vacation', 'holiday', 'honeymoon', 'getaway', 'cruise', 'part(?:y|ies)',
  'shower', 'funeral', 'memorial', 'recital', 'concert', 'games?', 'match', 'tournament', 'race',
  'marathon', 'interview', 'visit', 'dinner', 'lunch', 'brunch', 'breakfast', 'reunion', 'ceremony',
  'performance', 'exams?', 'finals', 'retirement', 'promotion', 'engagement', 'proposal',
  'christening', 'baptism', 'communion', 'bar mitzvah', 'bat mitzvah', 'quincea[nñ]era', 'prom',
  'homecoming', 'sleepover', 'play ?date', 'date night', 'first date', 'due date', 'court date',
  'first day', 'move', 'housewarming', 'flight', 'festival', 'camp', 'hike', 'picnic', 'barbecue',
  'bbq', 'celebration', 'name ?day', 'premiere', 'opening', 'audition', 'tryouts', 'orientation',
  'commencement', 'game night', 'book club', 'pregnancy', 'heart attack', 'biopsy', 'colonoscopy',
  'mammogram', 'driving test', 'banquet', 'adoption', 'last day', 'hearing', 'viva', 'defen[cs]e',
  'first (?:tooth|steps?|words?|haircut|kiss|dance)',
  'thanksgiving', 'hanukkah', 'chanukah', 'diwali', "father'?s'? day", "mother'?s'? day", 'burns night', 'christmas', 'halloween',
  'easter(?: sunday| monday| day)?', 'good friday', 'pancake day', 'shrove tuesday', 'mothering sunday', 'palm sunday',
];

/** Nouns that name an occasion; a run of them ("birthday party") is one cue. Longest first: "game night", not "game". */
export const EVENT_NOUN_RUN = new RegExp(
  String.raw`\b(?:(?:${[...EVENT_NOUNS].sort((a, b) => b.length - a.length).join('|')})\b[\s-]*)+`,
  'gi',
);

/** Verbs that name what happened; the description keeps the verb and what follows it. */
export const EVENT_VERB = new RegExp(
  String.raw`\b(?:(?:was|were)\s+born|born|passed\s+away|died|got\s+(?:engaged|married)|` +
    String.raw`(?:were|was|getting|get)\s+married|(?:first\s+)?met|mov(?:ed|ing|es)|` +
    String.raw`graduat(?:ed|ing|es)|start(?:ed|ing|s)|retir(?:ed|ing|es)|adopt(?:ed|ing|s)|proposed|` +
    String.raw`turn(?:ed|s)\s+\d{1,3})\b`,
  'gi',
);

/** Verbs whose description is the person's birthday ("Sarah was born" → "Sarah's birthday"). */
export const BIRTH_VERB = /born$/i;

/** Words that may stand between a possessor and the occasion ("Sarah's 30th surprise party"). */
export const MODIFIER = new RegExp(
  String.raw`^(?:\d{1,3}(?:st|nd|rd|th)|first|second|third|fifth|tenth|twentieth|thirtieth|fortieth|` +
    String.raw`fiftieth|sixtieth|big|surprise|family|school|dance|piano|soccer|ballet|baseball|football|` +
    String.raw`basketball|hockey|swim|dentist|doctor|doctor's|dentist's|vet|eye|road|camping|beach|ski|` +
    String.raw`spring|summer|winter|fall|golden|silver|baby|bridal|farewell|` +
    String.raw`welcome|naming|citizenship|hospital|follow-up|knee|hip|heart|back|cancer|annual|girls'?|boys'?)$`,
  'i',
);

/** People named by their role, kept as the subject of a verb ("Grandpa passed away"). */
export const FAMILY_WORD = new RegExp(
  String.raw`^(?:mom|mum|mother|dad|father|grandma|grandpa|granny|nana|papa|nan|gran|grandmother|` +
    String.raw`grandfather|aunt\w*|uncle|brother|sister|son|daughter|wife|husband|baby)$`,
  'i',
);

/** Words that end a description's tail or cannot begin a subject. */
export const STOP_WORD = new RegExp(
  String.raw`^(?:the|a|an|and|or|but|so|on|in|at|to|for|with|from|of|by|into|about|after|before|since|` +
    String.raw`until|i|we|you|he|she|they|it|me|him|her|his|hers|them|us|our|my|your|their|its|this|that|` +
    String.raw`these|those|which|who|when|where|then|just|really|very|was|were|is|are|am|be|been|had|has|` +
    String.raw`have|will|would|can|could|should|did|do|does|not|no|yes|last|next|every|each|too|also|` +
    String.raw`finally|actually|officially|recently|literally|basically|honestly|anyway|still|already|even|only|` +
    String.raw`got|get|gets|go|goes|went|make|makes|made|take|takes|took|see|saw|come|came|let|lets|like|` +
    String.raw`love|loves|need|needs|want|wants|say|says|said|told|tell|what|how|why|if|as|than|such|` +
    String.raw`today|tonight|yesterday|tomorrow|ago|now|week|weeks|day|days|year|years|month|months|` +
    // Counts belong to the time ("met six months ago"), not to what happened.
    String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple|few|several|following|` +
    String.raw`(?:sun|mon|tues|wednes|thurs|fri|satur)days?|` +
    String.raw`jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|` +
    String.raw`sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$`,
  'i',
);

/** Prepositions that may begin a tail ("trip to Japan", "dinner at Luigi's"). */
export const TAIL_PREPOSITION = /^(?:to|from|at|with|w\/|in|for|of|into)$/i;

/** "It's", "she's" and the like are not possessors. */
export const CONTRACTION =
  /^(?:it|that|she|he|there|what|who|here|let|where|how|everything|today|tomorrow|yesterday|tonight)'s$/i;
