// The writer's own words ("I'm a huge Arsenal fan", "my knee is sore") are not about the person.
const WRITER_BEFORE = /(?:^|[^\p{L}'])(?:i|i'm|i am|i've|i'd|me|my|we|we're|we'd)\s+(?:\S+\s+){0,2}$/iu;
const LOOK_BACK = 30;

/** Whether what stands at `at` in `text` is told of the writer: "I", "my" or "we" just before it. */
export const isWritersOwn = (text: string, at: number): boolean => WRITER_BEFORE.test(text.slice(Math.max(0, at - LOOK_BACK), at));
