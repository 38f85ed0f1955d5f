import { toldFact, type Fact } from './fact-item';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// What someone is working towards, told as a project, an exam, an application or a plan rather
// than as a wish: "his dream is to open a tea house", "stepping down to start a cocoa cooperative",
// "she's building a tiny house", "sits her final actuarial examination", "level 3 exam in march",
// "running the Bengaluru marathon", "thesis due 15 Jan", "booked the Route 66 trip". hopes-and-troubles.ts reads the wishes said as wishes.

const WHAT = String.raw`[^.;!?\n,—–()]{3,60}`;
const THING = `(${WHAT})`;
// What may follow the words that name a plan: "an MSc *in Statistics at UCD*".
const TAIL = String.raw`[^.;!?\n,—–()]{0,30}`;
// The words that say which exam: "level 3 exam", "grade 6 piano exam", "maths mocks".
const EXAM_KIND = String.raw`(?:level|grade|year|maths?|english|science|history|french|spanish|german|chemistry|physics|biology|music|piano|theory|final|mock|bar|board|entrance|\d+)`;
// `lead`: words the pattern cannot match without, tested first where the pattern would start a scan
// at every letter of the memory.
// `notOthers`: not when told of someone around the person ("her son is running the Leeds 10k").
const PLANS: readonly { lead?: RegExp; pattern: RegExp; said: (match: RegExpMatchArray) => string; notOthers?: true }[] = [
  // A race ahead: "is running the Bengaluru marathon (full) for the first time", "doing the couch to 5k".
  {
    pattern: /\b(?:running|doing|entered|entering|racing)\s+(?:(?:the|a|an|her|his|their)\s+)?(?:first\s+)?(?:[\p{L}-]+\s+){0,3}?(?:(?:half|full|ultra)\s+)?(?:marathon|half-marathon|10k|5k|triathlon|ironman|ultramarathon|parkrun)\b/giu,
    said: (match) => match[0],
    notOthers: true,
  },
  // An exam ahead, not one sat or passed: "level 3 exam in march", "mocks start next week".
  {
    pattern: new RegExp(String.raw`(?<!\b(?:passed|failed|sat|after|results?|smashed|aced|nailed)\s+(?:\S+\s+){0,2})\b((?:${EXAM_KIND}\s+){0,2}(?:exams?|mocks|finals|gcses|a-levels|viva|resits?|audition|driving test|theory test))\s+(?:is\s+|are\s+)?(?:in|on|next|this|coming up|starts?|soon)\b`, 'giu'),
    // "the Advanced Sommelier exam in spring": a named exam this cannot read says no more than "Exam"; "sitting the" reads it.
    said: (match) => (/^exams?$/i.test(match[1]!) && /\p{Lu}[\p{L}-]*\s+$/u.test(match.input!.slice(0, match.index)) ? '' : match[1]!),
    notOthers: true,
  },
  {
    // "stepping down to start a cooperative" ("wants to open a bistro" is a wish, read with the wishes).
    pattern: new RegExp(String.raw`(?<!\b(?:wants?|hop(?:es|ing)|plans?|planning|aims?|aiming|love|up|going|trying|is|was|of)\s+)\bto\s+((?:start|open|launch|set up|found|build)\s+(?:up\s+)?(?:an?|(?:his|her|their)(?:\s+own)?)\s+${WHAT})`, 'giu'),
    said: (match) => match[1]!,
  },
  {
    pattern: new RegExp(String.raw`(?:'s|\bis|\bare|\bhas been|\bhave been)\s+(?:(?:still|slowly|finally|now)\s+)?((?:building|restoring|renovating|writing|recording|finishing|training for|studying for|revising for|preparing for|applying for|applying to|retiring from|retiring at|retiring in|emigrating to|relocating to|adopting)(?:\s+${WHAT}|(?=\s*[.;!?\n]|\s*$)))`, 'giu'),
    said: (match) => match[1]!,
  },
  { pattern: /\bsaving every penny for\s+([^.;!?\n,—–()]{3,40})/giu, said: (match) => `Saving for ${match[1]}` },
  // "the japan trip they've been saving for since uni": the thing saved for, named first.
  {
    pattern: /\bthe\s+((?:[\p{L}-]+\s+){1,2}(?:trip|holiday|wedding|house|flat|car|deposit|bike|camera|violin|piano|guitar))\s+(?:she|he|they)(?:'s|'ve|\s+has|\s+have|\s+is|\s+are)?\s+(?:been\s+)?saving\s+(?:up\s+)?for/giu,
    said: (match) => `Saving for the ${match[1]}`,
    notOthers: true,
  },
  // An event of theirs with its day: "the manchester marathon is 18 april", "head of dept interview is thursday".
  {
    pattern: new RegExp(String.raw`\b((?:(?!(?:the|a|an|his|her|their|my|our|and|but|so)\b)[\p{L}-]+\s+){1,3}(?:marathon|half marathon|10k|5k|triathlon|ironman|race|interview|audition|recital|viva|presentation|pitch|gig|competition|assessment|tribunal|hearing))\s+(?:is|'s)\s+(?:on\s+)?(?:(?:this|next)\s+\p{L}+|tomorrow|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?\p{L}{3,}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\s+\d{1,2}|in\s+(?:\d+|a|two|three|four|five|six)\s+(?:days|weeks|months)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`, 'giu'),
    said: (match) => match[1]!,
    notOthers: true,
  },
  // "got her first interview for a product design role at Monzo", "got through to the assessment day for the trainee train driver job".
  {
    pattern: /\b(?:got|has|have|landed)\s+(?:through\s+to\s+)?(?:an?|her|his|their|the)\s+(?:first\s+|second\s+|final\s+)?(interview|assessment\s+day|audition|trial)\s+(at|for|with)\s+([^.;!?\n,—–()]{3,50}?)(?=\s+(?:next|this|on|in|tomorrow|today)\b|[.;!?\n,—–()]|$)/giu,
    said: (match) => `${match[1]} ${match[2]} ${match[3]}`,
    notOthers: true,
  },
  // "he's set on doing engineering at Imperial", "has her sights set on Oxford".
  { pattern: new RegExp(String.raw`\b(?:(?:heart|sights)\s+)?set\s+on\s+(?!fire\b)${THING}`, 'giu'), said: (match) => `Set on ${match[1]!.replace(TURN, '')}`, notOthers: true },
  // "going self-employed from jan", "going part-time in the spring".
  { pattern: /\b(going\s+(?:self-employed|freelance|part[- ]time|solo|independent))\b/giu, said: (match) => match[1]! },
  { pattern: /\b(?:booked|booking)\s+(?:a\s+trip|flights|tickets|a\s+holiday)\s+to\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)/gu, said: (match) => `Trip to ${match[1]}` },
  // Studies and training towards something: "got into the MFA programme", "doing a part-time MSc",
  // "retraining as a midwife", "training to be an interpreter", "going back to uni".
  {
    pattern: new RegExp(String.raw`\b(got into\s+(?!(?:a\s+|an\s+|some\s+)?(?:fight|trouble|argument|row|scrap|accident|debt|mess|bother)\b)(?:the\s+|a\s+|an\s+)?[^.;!?\n,—–()]{0,40}?\b(?:programme|program|course|degree|university|uni|college|school|academy|MBA|MFA|MSc|MA|PhD))\b`, 'gu'),
    said: (match) => match[1]!,
  },
  {
    pattern: new RegExp(String.raw`\b((?:doing|studying|taking|started)\s+(?:a|an|her|his|their|the)\s+(?:[^.;!?\n,—–()]{0,30}?\s)?(?:degree|course|MSc|MBA|MA|PhD|NVQ|diploma|masters|master's|qualification|apprenticeship|certificate|cert)\b${TAIL})`, 'giu'),
    said: (match) => match[1]!,
  },
  // "training to swim the Menai Strait for the cancer charity".
  { pattern: new RegExp(String.raw`\b((?:retrain(?:s|ing)?|training|studying)\s+(?:as|to)\s+${WHAT})`, 'giu'), said: (match) => match[1]! },
  { pattern: new RegExp(String.raw`\b(going back to (?:uni|university|college|school)\b${TAIL})`, 'giu'), said: (match) => match[1]! },
  // A race or a seat entered: "entered the 947 Ride", "qualified for Boston", "standing for the council".
  {
    pattern: new RegExp(String.raw`\b((?:entered|entering|got a place in|qualified for)\s+(?:the\s+)?[^.;!?\n,—–()]{0,30}?\b(?:race|ride|marathon|half|ballot|lottery|triathlon|ironman|10k|5k|championships?|Boston|London)\b${TAIL})`, 'giu'),
    said: (match) => match[1]!,
  },
  { pattern: new RegExp(String.raw`\b(standing for\s+${WHAT})`, 'giu'), said: (match) => match[1]! },
  { pattern: new RegExp(String.raw`\b(going for\s+(?:the\s+)?[^.;!?\n,—–()]{0,25}?\b(?:role|job|promotion|position|engineer|manager|director|lead|partner|head|captain|sergeant|chair|tenure|selection)\b)`, 'giu'), said: (match) => match[1]! },
  // A business of their own under way: "opening his own gym", "starting a Russian supper club".
  {
    pattern: new RegExp(String.raw`\b((?:opening|starting|launching|setting up)\s+(?:(?:her|his|their)\s+own|an?|(?:her|his|their))\s+(?:[^.;!?\n,—–()]{0,25}?\s)?(?:shop|café|cafe|bakery|restaurant|business|company|studio|gym|clinic|practice|club|roastery|salon|bar|brewery|charity|podcast|channel|stall|label|band|firm|agency|bistro)\b${TAIL})`, 'giu'),
    said: (match) => match[1]!,
  },
  { pattern: new RegExp(String.raw`\b((?:is|'s|are)\s+moving\s+to\s+\p{Lu}${WHAT})`, 'gu'), said: (match) => match[1]!.replace(/^(?:is|'s|are)\s+/u, '') },
  { pattern: new RegExp(String.raw`\b(?:(?:the|her|his|their)\s+)?(?:dream|goal|ambition)\s+is\s+(?:still\s+)?to\s+${THING}`, 'giu'), said: (match) => `Dream: ${match[1]}` },
  // "the tapas bar he's been dreaming about for years".
  {
    pattern: /\bthe\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:she|he|they)(?:'s|'ve|\s+has|\s+have)?\s+been\s+dreaming\s+(?:about|of)/giu,
    said: (match) => `Dreaming of the ${match[1]}`,
    notOthers: true,
  },
  { lead: /bucket list/i, pattern: new RegExp(String.raw`([^.;!?\n,—–()]{3,50})\s+(?:has been|is|'s been)\s+on\s+(?:her|his|their)\s+bucket list`, 'giu'), said: (match) => `Bucket list: ${match[1]!.trim()}` },
  { pattern: /\bsits\s+(?:her|his|their)\s+((?:[\p{L}-]+\s+){0,3}exam(?:ination)?s?)/giu, said: (match) => `Sitting ${match[1]}` },
  { pattern: /\b(?:sitting|taking|resitting)\s+the\s+((?:[\p{L}-]+\s+){0,3}exam(?:ination)?s?)/giu, said: (match) => `Sitting the ${match[1]}`, notOthers: true },
  { pattern: /\b(?:sent off|submitted|finished)\s+(?:her|his|their)\s+(?:UCAS form|application|applications)\s+for\s+([^.;!?\n,—–()]{3,40})/giu, said: (match) => `Applying for ${match[1]}` },
  { pattern: /\bgoing full[- ]time\s+(?:with|on|as)\s+([^.;!?\n,—–()]{3,50})/giu, said: (match) => `Going full time with ${match[1]}` },
  { pattern: /\b(thesis|dissertation|manuscript|portfolio)\s+(?:is\s+)?due\b/giu, said: (match) => `Finishing the ${match[1]!.toLowerCase()}` },
  { pattern: /\b(book|novel|memoir|album|collection)\b[^.;!?\n]{0,60}?\b(?:being published|will be published|is published|comes out|is coming out)\b/giu, said: (match) => `Getting the ${match[1]!.toLowerCase()} published` },
  // "booked her trip to Scotland for June to see the puffins": where, and what for.
  {
    pattern: /\b[Bb]ooked\s+(?:the|a|their|his|her)\s+((?:[\p{L}\d'-]+\s+){0,3}(?:trip|holiday|cruise|tour|pilgrimage|trek)(?:\s+to\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)?)(?:\s+for\s+\p{L}+)?(?:\s+(to\s+(?:see|watch|visit|meet|walk|climb|ride|swim)\s+[^.;!?\n,—–()]{3,40}))?/gu,
    said: (match) => (match[2] ? `${match[1]} ${match[2]}` : match[1]!),
  },
  {
    pattern: /\bplace\s+(?:in|for|at)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Marathon|Half Marathon|Half|Triathlon|Ironman|Ultra|10k))\b/gu,
    said: (match) => `Running the ${match[1]}`,
  },
];

// "set on doing engineering at Imperial but got a 5 in his maths mock": the plan ends at the turn.
const TURN = /\s+(?:but|although|though|because|so|while)\b.*$/iu;
// "restoring it for a church and hopes to ship it by spring": the plan ends where the next one starts.
const AND_MORE = /\s+and\s+(?:hopes|wants|plans|is|was|has|says|will|then)\b.*$/iu;

/** The plans one memory tells of the person. */
export function plansOf(text: string): Fact[] {
  const facts = new Map<string, Fact>();
  for (const { lead, pattern, said, notOthers } of PLANS) {
    if (lead && !lead.test(text)) continue;
    for (const match of text.matchAll(pattern)) {
      // "told me his dream is to...": a plan that names its owner is theirs, whoever was told.
      if (!/^(?:his|her|their)\b/i.test(match[0]) && isWritersOwn(text, match.index)) continue;
      if (notOthers && isSomeoneElses(text, match.index)) continue;
      const told = said(match).replace(AND_MORE, '').trim().replace(/\s+/g, ' ');
      if (told === '') continue;
      const fact = toldFact('goals', told);
      if (!facts.has(fact.key)) facts.set(fact.key, fact);
    }
  }
  return [...facts.values()];
}
