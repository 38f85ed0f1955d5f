import { factOf, keyOf, type Fact } from './fact-item';
import { isTaste, lovedPastimeFact, lovedThingOf } from './loved-things';
import { personRegExp, type PersonWords } from './person-words';
import { capitalise } from './tokens';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// Likes and dislikes told plainly, with or without a subject: "Loves ceviche but cannot stand
// coriander", "won't touch anything with coconut in it", "chidi doesnt eat pork", "Drinks rooibos by
// the litre", "Coriander is her nemesis". The clause reader misses these when a note leaves out its
// subject or compromise reads "Loves" as a plural noun.

const DISLIKES = String.raw`(?:can't|cannot|can not|couldn't|could never)\s+(?:stand|abide|bear|stomach|handle)|(?:doesn't|does not|don't)\s+(?:like|do)(?!\s+(?:to|it|that|this|much|well)\b)|hates|detests|loathes|despises|dislikes|won't\s+(?:touch|eat|drink|go near)|(?:doesn't|doesnt|does not|never)\s+(?:eats?|drinks?|touch(?:es)?)|refuses(?!\s+to\b)|(?:is\s+)?not\s+(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of`;
// "only wears silver", "only reads thrillers": "only" makes a habit a taste.
const LIKES = String.raw`likes(?!\s+(?:to|it|that|this|when|how|him|her|them|me|us|you|the\s+idea)\b)|loves|adores|lives\s+(?:on|for)|swears\s+by|drinks|prefers|is\s+partial\s+to|has\s+a\s+soft\s+spot\s+for|takes\s+only|only\s+(?:wears|reads|uses|eats|buys|drinks|ever\s+wants)|(?:does\s+)?love:`;
// Who the taste is told of: nobody (a note about them), the person, or "she"/"he"/"they", with a
// word of how much between ("also", "still", "absolutely").
const TOLD_OF = String.raw`(?:^|[.;:!?(\n•—–]\s*|,\s+|\s-\s|\b(?:and|but|also)\s+|(?:\b(?:{person})|\b(?:she|he|they))\s+)`;
const HOW_MUCH = String.raw`(?:(?:also|still|really|absolutely|truly|just|totally|utterly|completely|genuinely|honestly|simply|only|secretly|properly|quietly|positively)\s+)?`;
// The thing stops before a turn ("but cannot stand coriander"), which is read as a taste of its own.
const TURN = String.raw`\s+(?:but|so|which|because|though|although|whereas|while|and\s+(?:${DISLIKES}|${LIKES}))\b`;
const TASTE = String.raw`${TOLD_OF}${HOW_MUCH}(${DISLIKES}|${LIKES})\s+((?:(?!${TURN})[^.;:!?()\n—–])+)`;
// "Coriander is her nemesis": the thing comes first.
const NEMESIS = String.raw`(?:^|[.;!?\n]\s*)([\p{L}][\p{L} '-]{2,30}?)\s+(?:is|are)\s+(?:her|his|their|{person}'s)\s+(?:nemesis|kryptonite|arch-enemy)`;
// "Rooibos only, no coffee after 12", "Islay malts only", "Beer: Tooheys Old only", "Fountain pen and Clairefontaine
// paper only": a note of the one thing they take.
const ONLY = /(?:^|[,.;:!?(\n•—–]\s*)(\p{L}[\p{L}\d&'-]*(?:\s+[\p{L}\d&'-]+){0,4})\s+only(?=\s*(?:[,.;:!?)\n—–-]|$))/giu;
// "adults only", "cash only", "her wedding is adults only": a rule, not a taste.
const NOT_TAKEN = /\b(?:is|are|was|were|be|been|has|have|had|adults?|members?|invite|invitation|cash|card|staff|residents?|weekdays?|weekends?)\b/i;
// "Total coffee snob", "Bea = coffee snob": particular about it.
const SNOB = /\b(\p{L}[\p{L}-]+)\s+snob\b/giu;
// Where the sentence goes on to something else; the thing liked ends there or at a comma, a list of things there.
const GOES_ON = String.raw`\s+(?:but|so|which|because|even though|though|although|when|whereas|while|reckons|says|said)\b.*$|\s+and\s+(?:then|she|he|they|i|we|is|was|has|thinks|says|hates|loves|refuses|can't|cannot|won't|doesn't|never)\b.*$`;
const THING_ENDS = new RegExp(String.raw`,.*$|${GOES_ON}`, 'iu');
const LIST_ENDS = new RegExp(GOES_ON, 'iu');
// "which she hates paying for", "loves telling stories": no thing, or a pastime the clause reader lists.
const NOT_A_THING = /^(?:it|that|this|them|him|her|me|us|you)$|^(?!\p{L}*thing\b|pudding\b|dumpling|spring\b)\p{L}+ing\b|\s(?:for|to|of|with|about|at|in|on)$/iu;
const MAX_WORDS = 7;
// Tastes told as a turn of phrase: "Peonies or nothing", "Lemon drizzle is the way to her heart",
// "Never buy Peggy lilies", "he's a cognac man", "very particular about wine".
const OR_NOTHING = /(?:^|[,.;:!?(\n•—–]\s*|\s-\s+)(\p{L}[\p{L}\d&' -]{1,30}?)\s+or\s+nothing\b/giu;
// "Sunflowers are her thing", "Masala chai is his go-to": the thing comes first.
const WAY_TO_HEART = /(?:^|[.;!?\n]\s*)([\p{L}][\p{L} '-]{2,30}?)\s+(?:is|are)\s+(?:the\s+way\s+to\s+(?:her|his|their)\s+heart|(?:totally\s+|so\s+|very\s+much\s+)?(?:her|his|their)\s+(?:thing|go-to|jam|weakness|guilty\s+pleasure|drink|tipple|poison|usual|treat|comfort\s+food)\b)/giu;
// "always has an oat flat white in her hand": what they are never without.
const IN_HAND = /\balways\s+(?:has|got|carries|carrying|with)\s+(?:an?\s+|some\s+)?([\p{L}][\p{L} '-]{2,30}?)\s+in\s+(?:her|his|their)\s+hand\b/giu;
// "Her roses are her pride and joy", "Test Match Special is his happy place": what they love doing or keeping.
const PRIDE_AND_JOY = /(?:^|[.;!?\n]\s*)(?:(?:her|his|their)\s+)?([\p{L}][\p{L} '-]{2,30}?)\s+(?:is|are)\s+(?:her|his|their)\s+(?:pride\s+and\s+joy|happy\s+place)\b/giu;
// "Her go-to after matches: patatas bravas and a caña": the one they always have.
const GO_TO = /\b(?:her|his|their)\s+go-to\b([^:.;!?\n]{0,30}):\s*([^.;!?()\n—–]{2,60})/giu;
// "Loud restaurants are a no", "Cinemas are a hard no".
const A_NO = /(?:^|[.;!?\n]\s*)([\p{L}][\p{L} '-]{2,30}?)\s+(?:is|are)\s+(?:a\s+(?:hard\s+|big\s+|definite\s+)?(?:no|no-no|no-go|no\s+go)|off\s+limits|out\s+of\s+the\s+question)\b/giu;
const NEVER_GIVE = /\b(never|don't|do not|dont)\s+(buy|get|give|bring|send|offer)\s+(?:(?:her|him|them|\p{Lu}\p{L}+)\s+)?(?:any\s+|anything\s+with\s+)?([^.;:!?()\n—–,]{2,40})/giu;
// "doesn't drink coffee at all, only masala chai": what they take instead.
const ONLY_INSTEAD = /\b(?:doesn't|doesnt|does not|don't|won't|never)\s+(?:drink|eat|touch)\b[^.;!?\n]*?(?:,|\bbut)\s+only\s+(\p{L}[\p{L}\d' -]{1,30}?)(?=\s*[,.;!?)\n]|\s+(?:and|now|at|every|please)\b|\s*$)/giu;
// "he'd do anything for a proper pork pie", "would never say no to a good single malt", "he'd rather have anything with marzipan".
const FONDNESS = /\b(?:would|'d)\s+(?:do\s+anything\s+for|never\s+say\s+no\s+to|kill\s+for|rather\s+have(?:\s+anything\s+with)?)\s+(?:(?:an?|the|some)\s+)?(?:(?:good|proper|nice|decent)\s+)?(\p{L}[\p{L}\d' -]{1,30}?)(?=\s*[,.;!?)\n—–-]|\s+(?:from|at|and|but)\b|\s*$)/giu;
// "Guinness, only ever Guinness": the one they have.
const ONLY_EVER = /\bonly\s+ever\s+(\p{L}[\p{L}\d' -]{1,30}?)(?=\s*[,.;!?)'\n—–-]|\s+(?:and|but|at|now)\b|\s*$)/giu;
// "things MK hates: olives, the Late Late Show", "Hates: Feyenoord, decaf": a list of dislikes.
const HATES_LIST = /\b(hates|dislikes|can't stand)\s*:\s*([^.;!?\n|]{3,120})/giu;
// "salmiakki addict": a taste they cannot leave alone (not a drug or a habit that harms).
const ADDICT = /\b(\p{L}[\p{L}-]+)\s+(?:addict|fiend)\b/giu;
const HARMFUL = /^(?:drug|heroin|crack|gambling|porn|alcohol|opioid|a|an|the)$/iu;
// "she had the cheese scone as per", "orders the lamb as always": what they always have.
const AS_EVER = /\b(?:had|ordered|got|chose|has|orders|gets)\s+(?:the|a|an|her|his|their)\s+(\p{L}[\p{L} '-]{2,30}?)\s+as\s+(?:per|usual|always|ever)\b/giu;
// "he's a cognac man", "she's a massive k-drama person", "ginger beer man now": what they go for.
const KIND_OF_PERSON = /(?:\b(?:is|'s|’s)\s+(?:such\s+)?an?\s+(?:(?:massive|huge|big|total|real|proper|true|complete|die-?hard)\s+)?|(?:^|[.;!?\n]\s*))(\p{L}[\p{L}-]+(?:\s+\p{L}[\p{L}-]+)?)\s+(man|woman|girl|guy|gal|person)\b(?!['’])/giu;
// "a lovely woman", "a morning person": a way of being, not a taste.
const NOT_A_TASTE = /^(?:old|young|difficult|stubborn|humble|modest|honest|loyal|smart|shy|sensible|complicated|independent|determined|nice|good|great|kind|big|little|lovely|proper|real|happy|busy|strong|wise|clever|funny|quiet|grumpy|practical|people|morning|night|family|sweet|gentle|private|simple|different|new|better|changed|wonderful|brilliant|decent|fine|hard|tough|lucky)$/iu;
// "a difficult woman", "a softer man": one word that ends like this says how they are ("ginger beer" is two).
const ADJECTIVE_ENDING = /(?:ly|ful|ous|ive|est|er)$/iu;
const ARTICLE = /^(?:a|an|the|my|our|your|her|his|their|this|that|what|such|one|some)$/iu;
const PETS = /^(?:dog|cat|horse|bird|animal)s?$/iu;
const PARTICULAR = /\b((?:very\s+|v\s+|so\s+)?particular\s+(?:about|abt)\s+[^.;:!?()\n—–,]{2,40})/giu;

// A part of a list that has a subject or a verb of its own is a new clause ("anime, draws in the margins").
const CLAUSE_WORDS = /\b(?:is|are|was|were|she|he|they|i|we|it|has|had|does|did|will|can)\b/i;
const AND_ONE_MORE = /^[^,]+,\s+(?:and|or|nor)\s+(?:any\s+)?([^,]+)(?:,.*)?$/iu;
// The likes whose things may be pastimes: "Loves Strictly, Fleetwood Mac and a gin".
const LOVING = /^(?:loves|adores|lives for|is partial to|has a soft spot for|(?:does )?love:)$/;

function thingOf(said: string): string | null {
  const words = said.replace(THING_ENDS, '').trim().split(/\s+/).slice(0, MAX_WORDS);
  const thing = words.join(' ').replace(/[,\s]+$/u, '');
  return /\p{L}{2}/u.test(thing) && !NOT_A_THING.test(thing) ? thing : null;
}

/**
 * "Strictly, Fleetwood Mac and a gin & slimline tonic": the things of a list that ends in "and"; the
 * first alone when it has none, as a comma may start a new clause.
 */
function listedThings(said: string): string[] {
  const head = said.replace(LIST_ENDS, '');
  const parts = head.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+\+\s+/u);
  const things: string[] = [];
  for (const part of /\s(?:and|\+)\s/u.test(head) ? parts : parts.slice(0, 1)) {
    const thing = CLAUSE_WORDS.test(part) ? null : thingOf(part);
    if (!thing) break;
    things.push(thing);
  }
  return things;
}

/** What a "loves ..." says: pastimes among the things loved are interests, the rest tastes; null when all are tastes. */
function lovedFacts(cue: string, said: string): Fact[] | null {
  const things = LOVING.test(cue) ? listedThings(said) : [];
  const pastimes = things.map(lovedPastimeFact);
  if (pastimes.every((fact) => fact === null)) return null;
  return things.map((thing, index) => pastimes[index] ?? factOf('preferences', `${capitalise(cue)} ${lovedThingOf(thing)}`, keyOf(thing)));
}

/** The likes and dislikes one memory tells of the person. */
export function tastesOf(text: string, person: PersonWords): Fact[] {
  const facts: Fact[] = [];
  for (const match of text.matchAll(personRegExp(person, TASTE, 'giu'))) {
    const at = match.index + match[0].length - match[2]!.length - match[1]!.length;
    const thing = thingOf(match[2]!);
    if (!thing || isWritersOwn(text, at)) continue;
    const cue = match[1]!.toLowerCase().replace(/^(?:does\s+)?love:$/, 'loves').replace(/\s+/g, ' ').replace(/^doesnt\b/, "doesn't");
    const loved = lovedFacts(cue, match[2]!);
    if (loved) {
      facts.push(...loved);
      continue;
    }
    facts.push(factOf('preferences', `${capitalise(cue)} ${thing}`, keyOf(thing)));
    // "Hates the cold, and the colour orange", "can't stand lilies, or any scented candle": one more thing, after the comma.
    const more = AND_ONE_MORE.exec(match[2]!);
    const other = more && !CLAUSE_WORDS.test(more[1]!) ? thingOf(more[1]!) : null;
    if (other) facts.push(factOf('preferences', `${capitalise(cue)} ${other}`, keyOf(other)));
  }
  for (const match of text.matchAll(ONLY)) if (!NOT_TAKEN.test(match[1]!) && !isWritersOwn(text, match.index)) facts.push(factOf('preferences', `${capitalise(match[1]!.trim())} only`, keyOf(match[1]!)));
  for (const match of text.matchAll(SNOB)) if (!isWritersOwn(text, match.index) && !isSomeoneElses(text, match.index)) facts.push(factOf('preferences', `${capitalise(match[1]!)} snob`, keyOf(match[1]!)));
  const told = (at: number) => !isWritersOwn(text, at) && !isSomeoneElses(text, at);
  for (const match of text.matchAll(OR_NOTHING)) if (told(match.index)) facts.push(factOf('preferences', `${capitalise(match[1]!.trim())} or nothing`, keyOf(match[1]!)));
  for (const match of text.matchAll(WAY_TO_HEART)) {
    // The sentence's capital does not make "Sunflowers" a name.
    const thing = match[1]!.trim();
    const pastime = isTaste(thing.toLowerCase()) ? null : lovedPastimeFact(thing);
    facts.push(pastime ?? factOf('preferences', `Loves ${thing.toLowerCase()}`, keyOf(thing)));
  }
  for (const match of text.matchAll(IN_HAND)) if (told(match.index)) facts.push(factOf('preferences', `Always has ${match[1]!.trim()}`, keyOf(match[1]!)));
  for (const match of text.matchAll(PRIDE_AND_JOY)) {
    const thing = match[1]!.trim();
    if (told(match.index)) facts.push(lovedPastimeFact(thing) ?? factOf('interests', capitalise(thing.toLowerCase()), keyOf(thing)));
  }
  for (const match of text.matchAll(GO_TO)) {
    const thing = thingOf(match[2]!.replace(/\s+(?:at|in|from|on)\s.*$/iu, ''));
    if (thing && told(match.index)) facts.push(factOf('preferences', `Go-to${match[1]!.trimEnd()}: ${thing}`, keyOf(thing)));
  }
  for (const match of text.matchAll(A_NO)) {
    const thing = match[1]!.trim();
    if (!NOT_A_THING.test(thing) && told(match.index)) facts.push(factOf('preferences', `No ${thing.toLowerCase()}`, keyOf(thing)));
  }
  for (const match of text.matchAll(NEVER_GIVE)) {
    const thing = thingOf(match[3]!);
    if (thing && told(match.index)) facts.push(factOf('preferences', `Never ${match[2]!.toLowerCase()} ${thing}`, keyOf(thing)));
  }
  for (const match of text.matchAll(KIND_OF_PERSON)) {
    const thing = match[1]!.toLowerCase();
    const words = thing.split(/\s+/);
    if (words.some((word) => NOT_A_TASTE.test(word) || ARTICLE.test(word)) || (words.length === 1 && ADJECTIVE_ENDING.test(thing)) || !told(match.index)) continue;
    // "a k-drama person" follows a pastime; "a cognac man", "a dog person" has a taste.
    const isPastime = match[2]!.toLowerCase() === 'person' && !isTaste(thing) && !PETS.test(thing);
    facts.push(isPastime ? factOf('interests', capitalise(thing), keyOf(thing)) : factOf('preferences', `${capitalise(thing)} ${match[2]!.toLowerCase()}`, keyOf(thing)));
  }
  for (const match of text.matchAll(ONLY_EVER)) if (told(match.index)) facts.push(factOf('preferences', `Only ever ${match[1]!.trim()}`, keyOf(match[1]!)));
  for (const match of text.matchAll(HATES_LIST)) {
    if (!told(match.index)) continue;
    const cue = capitalise(match[1]!.toLowerCase());
    for (const said of match[2]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/u).map((part) => thingOf(part)).filter((part) => part !== null)) facts.push(factOf('preferences', `${cue} ${said}`, keyOf(said)));
  }
  for (const match of text.matchAll(ADDICT)) if (!HARMFUL.test(match[1]!) && told(match.index)) facts.push(factOf('preferences', `${capitalise(match[1]!)} addict`, keyOf(match[1]!)));
  for (const match of text.matchAll(AS_EVER)) if (told(match.index)) facts.push(factOf('preferences', `Always has the ${match[1]!.trim()}`, keyOf(match[1]!)));
  for (const match of text.matchAll(ONLY_INSTEAD)) if (told(match.index)) facts.push(factOf('preferences', `Only ${match[1]!.trim()}`, keyOf(match[1]!)));
  for (const match of text.matchAll(FONDNESS)) if (told(match.index)) facts.push(factOf('preferences', `Loves ${match[1]!.trim()}`, keyOf(match[1]!)));
  for (const match of text.matchAll(PARTICULAR)) if (told(match.index)) facts.push(factOf('preferences', capitalise(match[1]!.replace(/\babt\b/, 'about').trim()), keyOf(match[1]!)));
  for (const match of text.matchAll(personRegExp(person, NEMESIS, 'giu'))) {
    const thing = match[1]!.trim();
    facts.push(factOf('preferences', `Can't stand ${thing.toLowerCase()}`, keyOf(thing)));
  }
  return facts;
}
