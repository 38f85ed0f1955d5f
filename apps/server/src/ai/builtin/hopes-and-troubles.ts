import { factOf, ITEM_MAX_LENGTH, keyOf, type Fact } from './fact-item';

// What someone hopes for and what they struggle with, found by the words that say it wherever the
// clause reader could not tie them to a subject: "wants to open his own studio one day", "her dream
// trip is Costa Rica", "his eyesight has got so bad", "rent went up £200/month".

const HOPE = /\b(?:wants? to|hop(?:es|ing) to|plans? to|planning to|aims? to|aiming to|dreams? of|dreaming of|would love to|'d love to|saving (?:up )?for|working towards?|determined to|keeps saying (?:she|he|they)'ll|thinking (?:about|of))\s+([^.;!?\n,—–()]{3,60})/giu;
const DREAM = /\b(?:her|his|their)\s+dream\s+(trip|job|holiday|home|house|car|destination)\s+is\s+([^.;!?\n,—–()]{2,40})/giu;
// Trouble named by a noun or a state, with what the clause says of it.
const TROUBLE = new RegExp(
  String.raw`\b(eyesight|hearing|memory|stent|separated|separation|divorce|divorcing|broke up|break-up|breakup|skint|money worries|debt|rent|cost of living|homesick|panic attacks?|long covid|ptsd|bed rest|hamstring|knee|hip|back pain|bad back|cancer|chemo|burnout|burnt out|burned out|low|insomnia|can't sleep|not sleeping|lonely|grief|grieving|redundan\w*|laid off|struggling|forgetful|forgetting)\b`,
  'iu',
);
const TROUBLE_STATE = /\b(?:is|was|'s|are|has been|have been|got|getting|going|gone|went|been|feeling|felt|having|worse|bad|up|hurting|sore|niggling|failing|playing up)\b/i;
// The writer's own hopes and troubles are not the person's.
const WRITER_BEFORE = /(?:^|[^\p{L}'])(?:i|i'm|i've|i'd|we|we're|we'd|my)\s+(?:\S+\s+){0,2}$/iu;
const OTHER_OWNER = /\b(?:my|our|your)\s+\S*$/i;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const clauseAround = (text: string, at: number): string => {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf(',', at), text.lastIndexOf(';', at), text.lastIndexOf('\n', at), text.lastIndexOf('—', at), text.lastIndexOf('–', at), text.lastIndexOf('!', at), text.lastIndexOf('?', at)) + 1;
  const rest = text.slice(start);
  const end = rest.search(/[.;!?\n,—–]/);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
};

function fitted(text: string): string {
  if (text.length <= ITEM_MAX_LENGTH) return text;
  const cut = text.slice(0, ITEM_MAX_LENGTH);
  return cut.slice(0, cut.lastIndexOf(' '));
}

/** The hopes one memory tells of the person. */
export function hopesOf(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const match of text.matchAll(HOPE)) {
    if (WRITER_BEFORE.test(text.slice(Math.max(0, match.index - 25), match.index))) continue;
    const said = fitted(capitalised(match[0].trim()));
    facts.push(factOf('goals', said, keyOf(said)));
  }
  for (const match of text.matchAll(DREAM)) {
    const said = `Dream ${match[1]!.toLowerCase()}: ${match[2]!.trim()}`;
    facts.push(factOf('goals', said, keyOf(said)));
  }
  return facts;
}

/** The troubles one memory names for the person, each as the clause that tells it. */
export function troublesOf(text: string): Fact[] {
  const facts = new Map<string, Fact>();
  for (const sentence of text.split(/(?<=[.!?\n])\s+/)) {
    const match = TROUBLE.exec(sentence);
    if (!match) continue;
    const clause = clauseAround(sentence, match.index);
    const before = sentence.slice(Math.max(0, match.index - 25), match.index);
    if (!TROUBLE_STATE.test(clause) || WRITER_BEFORE.test(before) || OTHER_OWNER.test(before) || /^(?:i|we|my|our)\b/i.test(clause)) continue;
    const said = fitted(capitalised(clause.replace(/^(?:and|but|so|though|although|also)\s+/i, '')));
    if (said.split(' ').length >= 2 && !facts.has(keyOf(said))) facts.set(keyOf(said), factOf('challenges', said, keyOf(said)));
  }
  return [...facts.values()];
}
