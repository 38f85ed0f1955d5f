// The writer's own words ("I'm a huge Arsenal fan", "my knee is sore") are not about the person.
const WRITER_BEFORE = /(?:^|[^\p{L}'])(?:i|i'm|i am|i've|i'd|me|my|we|we're|we'd)\s+(?:\S+\s+){0,2}$/iu;
const LOOK_BACK = 30;

// "told me about growing up in Nyeri": what they told the writer about is theirs.
const TOLD_ME_ABOUT = /\b(?:told|tells|telling)\s+(?:me|us)\s+(?:all\s+)?about\s+$/iu;

// "her son lives and breathes hockey", "his wife is a wine snob": told of someone around the person.
const SOMEONE_ELSE_BEFORE = /\b(?:her|his|their|my|our)\s+(?:\S+\s+)?(?:son|daughter|husband|wife|partner|boyfriend|girlfriend|fiancée?|brother|sister|mum|mom|dad|father|mother|kids?|children|friend|boss|colleague|dog|cat)\b[^.;!?\n]*$/iu;

/** Whether what stands at `at` in `text` is told of someone around the person rather than of them. */
export const isSomeoneElses = (text: string, at: number): boolean => SOMEONE_ELSE_BEFORE.test(text.slice(Math.max(0, at - LOOK_BACK), at));

/** Whether what stands at `at` in `text` is told of the writer: "I", "my" or "we" just before it. */
export const isWritersOwn = (text: string, at: number): boolean => {
  const before = text.slice(Math.max(0, at - LOOK_BACK), at);
  return WRITER_BEFORE.test(before) && !TOLD_ME_ABOUT.test(before);
};

/** Whether what stands at `at` in `text` is told of the person: neither the writer's nor someone else's of theirs. */
export const isTheirs = (text: string, at: number): boolean => !isWritersOwn(text, at) && !isSomeoneElses(text, at);
