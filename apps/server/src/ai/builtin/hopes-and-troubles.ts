import { factOf, keyOf, toldFact, type Fact } from './fact-item';
import type { PersonWords } from './person-words';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// What someone hopes for and what they struggle with, found by the words that say it wherever the
// clause reader could not tie them to a subject: "wants to open his own studio one day", "her dream
// trip is Costa Rica", "his eyesight has got so bad", "rent went up £200/month".

const HOPE = /\b(?:says (?:she|he|they)(?:'s| is|'re| are) (?:finally |definitely |totally )?going to|gunning for|being considered for|pitching (?:it|them) to|accepted (?:into|onto|on to)|wants? to|(?:has )?decided(?:, [^,]{1,15},)? to|learning|hop(?:es|ing) to|plans? to|planning (?:to|a|an|her|his|their)|signed up (?:for|to)|aims? to|aiming to|dreams? of|dreaming of|would love to|'d love to|saving (?:up )?for|working towards?|determined to|intends? to|intending to|gonna be an?|keeps saying (?:she|he|they)'ll|thinking (?:about|of)|talk(?:s|ed|ing)?(?: [a-z]+){0,3} about(?= (?!(?:lightning|morning|evening|wedding|christening|building|meeting|pudding|ceiling|spring|string|ring|king|\w*thing)\b)[a-z]+ing\b(?! (?:it|that|this)\b)))\s+([^.;!?\n,—–()]{3,60})/giu;
const DREAM = /\b(?:her|his|their)\s+dream\s+(trip|job|holiday|home|house|car|destination)\s+is\s+([^.;!?\n,—–()]{2,40})/giu;
// A note that names its hope before a colon: "Long-term goal: open her own practice", "Big dream: cycling to Rome",
// "His bucket list: fly-fish for king salmon in Alaska", "Minh's goal for 2027: a four-day week".
const NAMED_HOPE = /(?:^|[.!?\n]\s*)((?:[\p{L}'’-]+\s+)?(?:goal|dream|ambition|plan|project|wish|bucket list)s?(?:\s+for\s+[\p{L}\d]+)?\s*:\s+[^.;!?\n]{3,80})/giu;
// "the landlord wants to", "the kids hope to": what someone else in the clause hopes.
const SOMEONE_ELSE_HOPES = /\bthe\s+[\p{L}-]+\s+$/iu;
// Trouble named by a noun or a state, with what the clause says of it.
const TROUBLE = String.raw`\b(eyesight|hearing|memory|stent|separated|separation|divorce|divorcing|break-up|breakup|skint|money worries|debt|rent|cost of living|panic attacks?|long covid|bed rest|hamstring|knees?|hips?|blood pressure|heart (?:scare|attack|condition|trouble|op|surgery|problems?)|sleep|sleeping (?:badly|terribly|poorly)|back pain|bad back|cancer|chemo|burnout|burnt out|burned out|low|insomnia|can't sleep|not sleeping|lonely|grief|grieving|redundan\w*|laid off|struggling|forgetful|forgetting|visa|sugar levels?|blood sugar|cholesterol|bp)\b`;
// Conditions named on their own: "her knees are bad, arthritis", "He has dyslexia", "his ADHD meds".
const CONDITION = String.raw`imposter syndrome|impostor syndrome|migraines?|tinnitus|eczema|psoriasis|vertigo|gout|macular degeneration|glaucoma|cataracts?|ulcers?|ibs|flare-ups?|menopause|insomnia|arthritis|sciatica|dementia|dyslexi[ac]|dyspraxia|adhd|autism|asthma|epilepsy|diabetes|diabetic|panic attacks?|crohn's|endometriosis|fibromyalgia|bypass|slipped disc|stage fright|hearing loss`;
const CONDITION_ALONE = new RegExp(String.raw`^(?:${CONDITION})$`, 'iu');
// Money or work gone wrong: "PhD funding runs out in July", "the bank said no to the loan", "frost wiped out his crop".
const MONEY_GONE_WRONG = String.raw`(?:funding|grant|insurance|mortgage|bills|loan|crops?)\b[^.,;!?\n]{0,40}?\b(?:runs? out|running out|ran out|said no|turned down|dragging on|dragged on|wiped out|overdue|in arrears|refused|rejected|denied)|\b(?:said no to|turned down|refused|rejected|wiped out)\b[^.,;!?\n]{0,40}?\b(?:funding|grant|insurance|mortgage|loan|crops?)`;
// Trouble named by words that need no state to be one: "had a seizure", "petrified of flying".
const TROUBLE_ALONE = new RegExp(
  String.raw`\b(stroke|seizure|miscarriage|lost (?:the|their|a) baby|flooded|burgled|nodules|sciatica|arthritis|dementia|alzheimer's|parkinson's|petrified of|terrified of|scared of|afraid of|phobia|nervous|anxious|anxiety|dreading|worried|stressed|overwhelmed|shattered|wrecked|tight|school fees|finds [\p{L}-]+ (?:hard|difficult)|struggles with|stopped smoking|quit smoking|giving up smoking|stalling|injured|injury|morning sickness|nausea|ivf|fertility|waiting list|low mood|doubt (?:themself|themselves|herself|himself)|freez(?:e|es|ing) up|gutted|drowning|crushing (?:her|him|them)|killing (?:her|him|them)|nightmares?|palpitations|failed (?:his|her|their) [\p{L}-]+(?: test| exam)?|widow(?:ed|er)?|homesick|deaf|gambling|gambling-free|running on (?:[\p{L}\d]+ ){0,3}sleep|no sleep|(?:\d+|few) (?:hours?|hrs) (?:of )?sleep|sleeping (?:like |about )?\d+ (?:hours?|hrs)|wrecking (?:her|his|their) sleep|passed away|passed (?:in|last|on|peacefully)|separating|splitting up|fell out|falling out|angioplasty|ptsd|(?:didn't|did not|doesn't|does not|couldn't) recogni[sz]e|no (?:heating|hot water|electricity)|broke (?:his|her|their) (?:arm|leg|wrist|ankle|hip|collarbone)|(?:his|her|their) (?:back(?! to\b)|sleep|nerves|mental health)|(?:'s|’s) (?:back|neck|chest|stomach) (?:has been|is|'s been|keeps) (?:playing up|bad|sore|hurting|killing)|back(?:'s|’s) (?:bad|sore|playing up|gone|killing)|knackered|exhausted|drinking too much|drinking (?:a lot|more|heavily)|throwing up|being sick|\d{2}-hour (?:shifts|days)|double shifts|back-to-back shifts|(?:language|culture) barrier|wearing on (?:her|him|them)|(?:hasn't|has not|haven't) been sleeping|upsets (?:her|him|them)|(?:really )?hit (?:her|him|them)(?: hard)?|bull(?:ying|ied)|stammer|stutter|(?:so |really )?(?:down|quiet|low) since|lost (?:her|his|their) (?:mum|mom|dad|mother|father|gran|nan|grandma|grandad|grandmother|grandfather|wife|husband|partner|brother|sister|son|daughter|job)|${MONEY_GONE_WRONG}|${CONDITION})\b`,
  'giu',
);
// A joint named with what is wrong with it: "ankle has been giving trouble", "the shoulder reco", not "a tattoo on her wrist".
const JOINT_WORD = String.raw`(?:ankle|shoulder|wrist|elbow|collarbone)`;
const SIDE = String.raw`(?:left\s+|right\s+)?`;
const JOINT = String.raw`\b${JOINT_WORD}s?\b(?=[^.,;!?\n]*\b(?:op|operation|surgery|replacement|trouble|pain|painful|sore|creaky|reco|dodgy|playing up|bad|worse|hurting|injur\w*|broken|fractured|cast|sprained|strained|swollen|niggling|frozen|popped|dislocated|bruised)\b)|\b(?:op|operation|surgery|replacement|reco|injury|pain)\s+(?:on|to|in)\s+(?:her|his|their|the)\s+${SIDE}${JOINT_WORD}\b|\b(?:frozen|dodgy|sore|bad|broken|fractured|sprained|bruised|twisted|dislocated)\s+${SIDE}${JOINT_WORD}\b`;
// A sentence may tell more than one: "knees are creaky, and waiting on a hip op".
const TROUBLES_IN_SENTENCE = new RegExp(`${TROUBLE}|${JOINT}`, 'giu');
// A joint is matched with what is wrong with it, so it needs no state besides.
const JOINT_TOLD = new RegExp(`^(?:${JOINT})`, 'iu');
// "waiting on a hip op", "knees are creaky", "heart scare", "sleeping badly": what is wrong with it.
const TROUBLE_STATE = /\b(?:is|was|'s|are|has been|have been|got|getting|going|gone|went|been|feeling|felt|having|worse|bad|badly|up|hurting|sore|niggling|failing|playing up|niggle|op|operation|surgery|replacement|scare|trouble|high|creaky|reco|pain|dodgy|wrecked|tablets|pills|medication|knocked back|refused|rejected|denied|delayed|double|doubled|doubling|hike|rising)\b/i;
// "my knee", "our rent": someone else's trouble.
const OTHER_OWNER = /\b(?:my|our|your)\s+\S*$/i;

const CLAUSE_BREAK = /[.,;!?\n—–]/;

/** What the clause holding `at` says before it. */
const clauseBefore = (text: string, at: number) => text.slice(0, at).match(/[^.,;!?\n—–]*$/)![0];

/** The clause of `text` that holds the character at `at`. */
function clauseAround(text: string, at: number): string {
  const rest = text.slice(at - clauseBefore(text, at).length);
  const end = rest.search(CLAUSE_BREAK);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

// "Leo (7) wants to be a chef, Martina (4) wants to be a dinosaur": a name just before the hope, and not theirs.
const NAMED_BEFORE = /(?<![\p{L}'’-])(?!(?:He|She|They|It|We|You|And|But|So|Also|Still|Now|Just|Really|Always|Never|Finally|Desperately|Definitely)\b)(\p{Lu}[\p{L}'’-]+)(?:\s*\(\d{1,2}\))?\s+$/u;

/** The hopes one memory tells of the person. */
export function hopesOf(text: string, person?: PersonWords): Fact[] {
  const facts: Fact[] = [];
  for (const match of text.matchAll(HOPE)) {
    const before = clauseBefore(text, match.index);
    const named = NAMED_BEFORE.exec(before)?.[1];
    const someoneNamed = named !== undefined && person !== undefined && named !== 'I' && !person.words.has(named.toLowerCase().replace(/['’]s$/u, ''));
    if (isWritersOwn(text, match.index) || SOMEONE_ELSE_HOPES.test(before) || someoneNamed || isSomeoneElses(text, match.index)) continue;
    facts.push(toldFact('goals', match[0].trim()));
  }
  for (const match of text.matchAll(NAMED_HOPE)) facts.push(toldFact('goals', match[1]!.trim()));
  for (const match of text.matchAll(DREAM)) {
    const said = `Dream ${match[1]!.toLowerCase()}: ${match[2]!.trim()}`;
    facts.push(factOf('goals', said, keyOf(said)));
  }
  return facts;
}

/** The trouble a match in `sentence` tells, as the clause around it; null when it tells none of theirs. */
function troubleAt(sentence: string, at: number, isAlone: boolean): Fact | null {
  const clause = clauseAround(sentence, at);
  const before = sentence.slice(Math.max(0, at - 25), at);
  // "insisting he's not nervous" is no trouble.
  if (/\bnot\s+(?:to\s+be\s+)?$/i.test(before)) return null;
  if ((!isAlone && !TROUBLE_STATE.test(clause)) || isWritersOwn(sentence, at) || OTHER_OWNER.test(before) || /^(?:i|we|my|our)\b/i.test(clause)) return null;
  const fact = toldFact('challenges', clause.replace(/^(?:and|but|so|though|although|also)\s+/i, ''));
  return fact.text.split(' ').length >= 2 || CONDITION_ALONE.test(fact.text) ? fact : null;
}

/** The troubles one memory names for the person, each as the clause that tells it. */
export function troublesOf(text: string): Fact[] {
  const facts = new Map<string, Fact>();
  for (const sentence of text.split(/(?<=[.!?\n])\s+/)) {
    // "Mum's worried because ..., the thesis deadline is crushing her": every clause that names one.
    const alone = [...sentence.matchAll(TROUBLE_ALONE)];
    const matches = alone.length > 0 ? alone : [...sentence.matchAll(TROUBLES_IN_SENTENCE)];
    for (const match of matches) {
      const fact = troubleAt(sentence, match.index, alone.length > 0 || JOINT_TOLD.test(sentence.slice(match.index)));
      if (fact && !facts.has(fact.key)) facts.set(fact.key, fact);
    }
  }
  return [...facts.values()];
}
