// The writer's own words ("I'm a huge Arsenal fan", "my knee is sore") are not about the person.
const WRITER_BEFORE = /(?:^|[^\p{L}'])(?:i|i'm|i am|i've|i'd|me|my|we|we're|we'd)\s+(?:\S+\s+){0,2}$/iu;
const LOOK_BACK = 30;

// "told me about growing up in Nyeri": what they told the writer about is theirs.
const TOLD_ME_ABOUT = /\b(?:told|tells|telling)\s+(?:me|us)\s+(?:all\s+)?about\s+$/iu;

/** Whether what stands at `at` in `text` is told of the writer: "I", "my" or "we" just before it. */
export const isWritersOwn = (text: string, at: number): boolean => {
  const before = text.slice(Math.max(0, at - LOOK_BACK), at);
  return WRITER_BEFORE.test(before) && !TOLD_ME_ABOUT.test(before);
};
