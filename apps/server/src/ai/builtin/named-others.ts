import type { Heard } from './list-model';
import type { PersonWords } from './person-words';
import { toTheWriter } from './memory-summary';
import { cutAtWord } from '../llm/context-budget';
import { ITEM_MAX_LENGTH } from './fact-item';

// The people around someone that no role names, told by what they do in the memory: "Yuki flew out
// to Osaka", "Omar brought out a tray of kunafa the size of a door", "Vikram's dementia has
// progressed", "Daniel is staying well out of it". A friend who was listening knows who they are;
// they join the relationships where the list has room, after the rules' and the list model's items.

// A capitalised word before something a person does or has.
const NAME = String.raw`(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)`;
const DOES = String.raw`(?:'s|’s)\s+\p{Ll}|\s+(?:is|was|has|had|are|were|will|can't|won't|doesn't|didn't|isn't|wasn't|says|said|told|thinks|wants|loves|hates|brought|came|went|got|made|left|flew|drove|called|rang|texted|took|gave|sent|copes|needs|keeps|kept|still|just|finally|already|never|always)\b|\s+\p{Ll}+(?:ed|es)\b`;
const NAMED = new RegExp(String.raw`(?<![\p{L}'’-])${NAME}(?=${DOES})`, 'gu');
// A sentence opens on many a capitalised thing ("Kitchen smelled incredible", "Boston is April 19"):
// there, only what a person does makes the word a name.
const PERSON_DOES = /^\s+(?:says|said|told|thinks|thought|wants|wanted|loves|loved|hates|hated|brought|flew|drove|rang|texted|called|got\s+(?:engaged|married|promoted|into)|graduated|married|proposed|is\s+staying|is\s+looking\s+after|is\s+watching|asked|cried|laughed|reckons|insists|admitted|promised|offered)\b/u;
// Where a capitalised word names a place, a shop or a team rather than someone.
const PLACE_BEFORE = /(?:\b(?:in|at|to|from|near|on|into|of|outside|around|via|across|through|towards|the|a|an|our|my|your|his|her|their|its)\s+|\p{Lu}[\p{L}'’-]*\s+)$/u;
const NOT_NAMES = new Set([
  'I', 'The', 'A', 'An', 'And', 'But', 'So', 'Then', 'She', 'He', 'They', 'We', 'You', 'It', 'This', 'That', 'There', 'Here', 'His', 'Her',
  'Their', 'Our', 'My', 'Your', 'Its', 'What', 'When', 'Where', 'Why', 'How', 'Who', 'Also', 'Still', 'Just', 'Now', 'Today', 'Tonight',
  'Yesterday', 'Tomorrow', 'Everyone', 'Nobody', 'Someone', 'Everything', 'Nothing', 'Something', 'Work', 'Lunch', 'Dinner', 'Breakfast',
  'Coffee', 'Tea', 'School', 'Uni', 'Traffic', 'Weather', 'Christmas', 'Easter', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
  'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December', 'God', 'Life', 'Apparently', 'Honestly', 'Finally', 'Anyway', 'Note', 'Reminder', 'Update', 'Big', 'Great', 'Good', 'Bad',
  'First', 'Last', 'Next', 'Every', 'Each', 'All', 'Both', 'Some', 'Most', 'No', 'Not', 'Never', 'Always', 'Had', 'Has', 'Was', 'Is',
]);
const MIN_WORDS = 3;

/** The clause from a name to its end. */
function clauseFrom(text: string, at: number): string {
  const rest = text.slice(at);
  const end = rest.search(/[.!?;\n]|,\s|\s[-–—]\s/u);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

/** Who else the memories (newest first) name by what they do, each name once, as relationship items. */
export function namedOthersIn(texts: readonly string[], person: PersonWords): Heard[] {
  const named = new Set<string>();
  return texts.flatMap((text) =>
    [...text.matchAll(NAMED)].flatMap((match) => {
      const name = match[1]!;
      const before = text.slice(Math.max(0, match.index - 20), match.index);
      const opensSentence = /(?:^|[.!?\n]\s*)$/u.test(before);
      // "Zo passed her driving test", "Kev's new van": the person by a shortening of their name.
      const shortens = person.firstNames.some((first) => first.startsWith(name.toLowerCase()));
      const isThing = opensSentence ? !PERSON_DOES.test(text.slice(match.index + name.length)) : PLACE_BEFORE.test(before);
      if (NOT_NAMES.has(name) || person.words.has(name.toLowerCase()) || shortens || named.has(name) || isThing) return [];
      // "Nell and Marcus are separating": the pair, not "Marcus are separating".
      const pair = /(\p{Lu}\p{Ll}+\s+(?:and|&)\s+)$/u.exec(before)?.[1];
      const clause = clauseFrom(text, match.index - (pair?.length ?? 0));
      if (clause.split(/\s+/u).length < MIN_WORDS) return [];
      named.add(name);
      return [{ list: 'relationship_insights' as const, text: toTheWriter(cutAtWord(clause, ITEM_MAX_LENGTH)) }];
    }),
  );
}
