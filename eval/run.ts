// `npm run eval`: scores the configured AI engine on every labelled set under eval/ (eval/seen, and
// each held-out folder such as eval/blind) and prints one table, also written to eval/results.md.
// The builtin engine by default; with AI_PROVIDER (and AI_MODEL, AI_BASE_URL, AI_API_KEY) set, the
// model the server would use, e.g. Ollama:
//   AI_PROVIDER=openai-compatible AI_BASE_URL=http://localhost:11434/v1 AI_MODEL=llama3.1 npm run eval
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUMMARY_LISTS, type SummaryList } from '@kindred/core/ai';
import { createAiEngines } from '../apps/server/src/ai/ai-engines';
import type { AiEngine } from '../apps/server/src/ai/ai-engine';
import { loadConfig } from '../apps/server/src/config';
import { EVAL_DIR, personContextOf, readRound, type DateSet, type LabelledPerson, type MemorySet, type PortraitSet, type Round } from './sets';

const ASKS = 5;
const LONG_TEXT = 280;
const MAX_SUMMARY_SHARE = 0.4;
const TITLE_MAX = 60;
// The writer's own words; "US" (the country) and "IT" are not "us" and "it".
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll)\b|\b(?:[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Ww]e're|[Ww]e've|[Uu]s|[Oo]ur|[Oo]urs)\b/;
const NAME_TITLES = new Set(['aunt', 'auntie', 'uncle', 'grandma', 'grandpa', 'granny', 'cousin', 'mr', 'mrs', 'ms', 'dr']);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** found / total, shown as a ratio and a fraction. */
interface Score {
  found: number;
  total: number;
}
type Row = { label: string; score: Score | null; note?: string };

const score = (found = 0, total = 0): Score => ({ found, total });
const add = (into: Score, hit: boolean) => {
  into.total += 1;
  if (hit) into.found += 1;
};
const mentions = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());
const mentionsAny = (text: string, keywords: readonly string[]) => keywords.some((keyword) => mentions(text, keyword));

/** The numbered ideas of a gift answer, without its introduction and closing note. */
const giftItems = (markdown: string) => markdown.split('\n').filter((line) => /^\s*(\d+\.|[-*])\s/.test(line)).join('\n');

/** What a grounded answer may touch when the set labels no news, threads or gifts: the summary labels. */
const labelsOf = (person: LabelledPerson, lists: readonly SummaryList[]) => lists.flatMap((list) => person.expected[list] ?? []);

async function scorePortraits(engine: AiEngine, sets: readonly PortraitSet[]) {
  const recall = Object.fromEntries(SUMMARY_LISTS.map((list) => [list, score()])) as Record<SummaryList, Score>;
  const ice = { newsFirst: score(), variety: score(), noRepeat: score(), grounded: score() };
  const gift = { grounded: score(), avoids: score(), variety: score() };
  const voice = score();
  for (const set of sets) {
    for (const person of set.people) {
      const context = personContextOf(person, set.today);
      const summary = await engine.summarisePerson(context);
      for (const list of SUMMARY_LISTS) for (const label of person.expected[list] ?? []) add(recall[list], summary[list].some((item) => mentions(item, label)));
      const threads = [...(person.news ?? []), ...(person.threads ?? []), ...labelsOf(person, ['interests', 'goals', 'challenges', 'preferences', 'key_memories'])];
      const breakers: string[] = [];
      for (let ask = 0; ask < ASKS; ask += 1) breakers.push(await engine.iceBreaker(context, { ask }));
      if (person.news && person.news.length > 0) add(ice.newsFirst, mentionsAny(breakers[0]!, person.news));
      add(ice.variety, new Set(breakers).size >= 3);
      add(ice.noRepeat, breakers.every((text, index) => index === 0 || text !== breakers[index - 1]));
      for (const text of breakers) add(ice.grounded, mentionsAny(text, threads));
      const grounding = person.giftGrounding ?? labelsOf(person, ['interests', 'goals', 'preferences']);
      const gifts: string[] = [];
      for (let ask = 0; ask < ASKS; ask += 1) gifts.push(await engine.giftIdeas(context, { ask }));
      for (const text of gifts) {
        if (grounding.length > 0) add(gift.grounded, mentionsAny(giftItems(text), grounding));
        if (person.giftAvoid && person.giftAvoid.length > 0) add(gift.avoids, !mentionsAny(giftItems(text), person.giftAvoid));
      }
      add(gift.variety, new Set(gifts).size >= 3);
      // Voice: no "they/them/their" for someone the memories call she or he, the full name at most once.
      const spoken = [gifts[0]!, breakers[0]!].join('\n');
      const wrongPronoun = (person.pronoun === 'she' || person.pronoun === 'he') && /\b(they|them|their|theirs|themselves)\b/i.test(gifts[0]!);
      const fullNameRepeats = person.name.includes(' ') && gifts[0]!.split(person.name).length - 1 > 1;
      add(voice, !wrongPronoun && !fullNameRepeats && spoken.trim() !== '');
    }
  }
  return { recall, ice, gift, voice };
}

function nameWordsOf(name: string): string[] {
  const words = name.toLowerCase().split(/\s+/);
  const named = words.filter((word) => !NAME_TITLES.has(word.replace(/\.$/, '')));
  return named.length > 0 ? named : words;
}

async function scoreMemories(engine: AiEngine, sets: readonly MemorySet[]) {
  const result = { category: score(), titleLength: score(), gist: score(), notPrefix: score(), shorter: score(), compressed: score(), voice: score() };
  for (const set of sets) {
    for (const memory of set.memories) {
      const described = await engine.describeMemory({ rawText: memory.text, kindredName: memory.kindredName, relationship: memory.relationship });
      add(result.category, described.category === memory.category);
      add(result.titleLength, described.title.length <= TITLE_MAX);
      if (memory.gist && memory.gist.length > 0) add(result.gist, memory.gist.every((word) => mentions(described.title, word)));
      // A title that is the text's own opening cut short names nothing.
      const opening = memory.text.trim().toLowerCase().replace(/[^a-z0-9 ]+/g, '');
      const title = described.title.toLowerCase().replace(/[^a-z0-9 ]+/g, '');
      add(result.notPrefix, !opening.startsWith(title));
      add(result.shorter, described.fullSummary.length < memory.text.trim().length);
      if (memory.text.length > LONG_TEXT) add(result.compressed, described.fullSummary.length <= MAX_SUMMARY_SHARE * memory.text.length);
      const names = nameWordsOf(memory.kindredName);
      const summary = described.fullSummary.toLowerCase();
      // Letters on both sides, not \b: "Chloé's" holds "chloé", though "é" is no \w.
      add(result.voice, names.some((word) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[^\p{L}\p{N}]/gu, '.')}(?![\\p{L}\\p{N}])`, 'u').test(summary)) && !FIRST_PERSON.test(described.fullSummary));
    }
  }
  return result;
}

type DateKind = 'month-day' | 'relative' | 'full' | 'traps';
const DATE_KINDS: readonly DateKind[] = ['month-day', 'relative', 'full', 'traps'];

/** How the text names a date: with its year, with its month, or relative to the day it was written. */
function kindOf(text: string, date: string): Exclude<DateKind, 'traps'> {
  const lower = text.toLowerCase();
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (new RegExp(`\\b${year}\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-](${year}|${String(year).slice(2)})\\b`).test(lower)) return 'full';
  const monthName = new RegExp(`\\b${MONTHS[month - 1]}[a-z]*\\.?\\b`);
  const numeric = new RegExp(`\\b0?${month}/0?${day}\\b|\\b0?${day}/0?${month}\\b`);
  return monthName.test(lower) || numeric.test(lower) ? 'month-day' : 'relative';
}

interface Confusion {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

async function scoreDates(engine: AiEngine, sets: readonly DateSet[]) {
  const byKind = Object.fromEntries(DATE_KINDS.map((kind) => [kind, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }])) as Record<DateKind, Confusion>;
  const all: Confusion = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const set of sets) {
    const now = new Date(set.reference.now);
    for (const memory of set.memories) {
      const predicted = await engine.detectDates({ text: memory.text, now, timeZone: set.reference.timeZone });
      const labelled = new Set(memory.dates.map((label) => label.date));
      const kind = (date: string): DateKind => (memory.dates.length === 0 ? 'traps' : kindOf(memory.text, date));
      for (const suggestion of predicted) {
        const hit = labelled.has(suggestion.date);
        byKind[kind(suggestion.date)][hit ? 'truePositives' : 'falsePositives'] += 1;
        all[hit ? 'truePositives' : 'falsePositives'] += 1;
      }
      for (const label of memory.dates) {
        if (predicted.some((suggestion) => suggestion.date === label.date)) continue;
        byKind[kind(label.date)].falseNegatives += 1;
        all.falseNegatives += 1;
      }
    }
  }
  return { byKind, all };
}

const ratio = (found: number, total: number) => (total === 0 ? null : found / total);

function f1Rows(label: string, confusion: Confusion): Row[] {
  const { truePositives: tp, falsePositives: fp, falseNegatives: fn } = confusion;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 = precision !== null && recall !== null && precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : null;
  const show = (value: number | null, of: string): Row => ({ label: `${label} ${of}`, score: value === null ? null : { found: value, total: 1 }, note: `tp ${tp}, fp ${fp}, fn ${fn}` });
  return [show(f1, 'F1'), show(precision, 'precision'), show(recall, 'recall')];
}

async function scoreRound(engine: AiEngine, round: Round): Promise<{ rows: Row[]; sizes: string }> {
  const portraits = await scorePortraits(engine, round.portraits.map(({ set }) => set));
  const memories = await scoreMemories(engine, round.memories.map(({ set }) => set));
  const dates = await scoreDates(engine, round.dates.map(({ set }) => set));
  const people = round.portraits.reduce((sum, { set }) => sum + set.people.length, 0);
  const memoryCount = round.memories.reduce((sum, { set }) => sum + set.memories.length, 0);
  const datedCount = round.dates.reduce((sum, { set }) => sum + set.memories.length, 0);
  const allRecall = Object.values(portraits.recall).reduce((sum, s) => score(sum.found + s.found, sum.total + s.total), score());
  const rows: Row[] = [
    { label: 'portrait recall (all lists)', score: allRecall },
    ...SUMMARY_LISTS.map((list) => ({ label: `  ${list}`, score: portraits.recall[list] })),
    { label: 'category accuracy', score: memories.category },
    { label: 'title <= 60 chars', score: memories.titleLength },
    { label: 'title holds the gist words', score: memories.gist },
    { label: 'title not the opening cut short', score: memories.notPrefix },
    { label: 'summary shorter than the text', score: memories.shorter },
    { label: 'summary <= 40% (texts > 280 chars)', score: memories.compressed },
    { label: 'summary third person, first name', score: memories.voice },
    { label: 'ice breaker: news first', score: portraits.ice.newsFirst },
    { label: 'ice breaker: >= 3 distinct in 5 asks', score: portraits.ice.variety },
    { label: 'ice breaker: never the last shown', score: portraits.ice.noRepeat },
    { label: 'ice breaker: grounded (per ask)', score: portraits.ice.grounded },
    { label: 'gift ideas: grounded (per ask)', score: portraits.gift.grounded },
    { label: 'gift ideas: avoid dislikes/owned', score: portraits.gift.avoids },
    { label: 'gift ideas: >= 3 distinct in 5 asks', score: portraits.gift.variety },
    { label: 'voice: pronouns, name once', score: portraits.voice },
    ...f1Rows('dates all', dates.all),
    ...DATE_KINDS.flatMap((kind) => (kind === 'traps' ? [{ label: 'dates traps: false positives', score: score(dates.byKind.traps.falsePositives, dates.byKind.traps.falsePositives), note: 'count' }] : f1Rows(`dates ${kind}`, dates.byKind[kind]))),
  ];
  return { rows, sizes: `${people} people, ${memoryCount} memories, ${datedCount} dated memories` };
}

function cell(row: Row | undefined): string {
  if (row?.note === 'count') return String(row.score?.found ?? 0);
  if (!row || !row.score || row.score.total === 0) return 'n/a';
  if (row.score.total === 1 && row.note) return row.score.found.toFixed(3);
  return `${(row.score.found / row.score.total).toFixed(3)} (${row.score.found}/${row.score.total})`;
}

async function main() {
  const config = loadConfig(process.env);
  const engines = createAiEngines(config.ai);
  const engine = engines.model ?? engines.builtin;
  const rounds = readdirSync(EVAL_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(EVAL_DIR, entry.name)))
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'seen' ? -1 : b === 'seen' ? 1 : a.localeCompare(b)))
    .map((name) => readRound(name))
    .filter((round) => round.portraits.length + round.memories.length + round.dates.length > 0);
  const started = Date.now();
  const scored: ({ round: Round } & Awaited<ReturnType<typeof scoreRound>>)[] = [];
  for (const round of rounds) scored.push({ round, ...(await scoreRound(engine, round)) });
  const labels = scored[0]?.rows.map((row) => row.label) ?? [];
  const header = `| measure | ${scored.map(({ round }) => round.name).join(' | ')} |`;
  const lines = [
    `# Evaluation of the ${engine.name} engine (${engines.status.provider}${engines.status.model ? `, ${engines.status.model}` : ''})`,
    '',
    ...scored.map(({ round, sizes }) => `- ${round.name}: ${sizes} (${[...round.portraits, ...round.memories, ...round.dates].map(({ file }) => file).join(', ')})`),
    '',
    header,
    `|---|${scored.map(() => '---').join('|')}|`,
    ...labels.map((label, index) => `| ${label.replace(/^ {2}/, '- ')} | ${scored.map(({ rows }) => cell(rows[index])).join(' | ')} |`),
    '',
    `Command: \`npm run eval\`; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    '',
  ];
  const table = lines.join('\n');
  process.stdout.write(table);
  writeFileSync(join(EVAL_DIR, 'results.md'), table);
}

await main();
