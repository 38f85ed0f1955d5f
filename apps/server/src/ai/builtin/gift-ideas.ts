import type { PersonContext } from '../ai-engine';
import { GENERAL_GIFTS, PASTIME_GIFTS, type GiftIdea } from './gift-catalogue';
import { interestNamed } from './interest-words';
import { formatDay, namedOccasion, upcoming, type Occasion } from './occasions';
import type { KnownFact, Portrait } from './portrait';
import { capitalise } from './tokens';
import { hashOf, pickBy } from './variety';

const MIN_IDEAS = 3;
const MAX_IDEAS = 5;
// A gift is bought ahead: occasions this close shape the ideas.
const GIFT_HORIZON_DAYS = 60;
const WISH = /^would love (.+)$/i;
const LIKE = /^(?:loves|adores|likes|enjoys|obsessed with|crazy about|fond of) (.+)$/i;
const FAVOURITE = /^favourite(?: (.+))?: (.+)$/i;
const AVOID = /^(?:hates|dislikes|detests|can't|cannot|doesn't|does not|won't|never|allergic|intolerant|not a fan)/i;
const THEY = new Map([["you're", "they're"], ['you', 'they'], ['your', 'their'], ['yourself', 'themselves'], ["you'd", "they'd"], ['yours', 'theirs']]);

const giftsByPastime = new Map(Object.entries(PASTIME_GIFTS).map(([pastime, gifts]) => [pastime.toLowerCase(), gifts]));

/** "you're training for..." -> "they're training for...": what the person said, told to the user. */
const aboutThem = (spoken: string): string => spoken.split(' ').map((word) => THEY.get(word) ?? word).join(' ');

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

function pastimeOf(text: string): string | undefined {
  const words = text.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
  for (const [index, word] of words.entries()) {
    const named = interestNamed(`${word} ${words[index + 1] ?? ''}`) ?? interestNamed(word);
    if (named) return named.toLowerCase();
  }
  return undefined;
}

function ideasFromGoals(goals: readonly KnownFact[]): GiftIdea[] {
  return goals.slice(0, 2).flatMap((goal) => {
    const why = goal.spoken ? `since ${aboutThem(goal.spoken)}` : `to cheer on a goal: ${lowerFirst(goal.text)}`;
    const gifts = giftsByPastime.get(pastimeOf(goal.text) ?? '');
    return [gifts ? { name: gifts[0]!.name, why } : { name: 'A good notebook and pen for planning', why }];
  });
}

function ideasFromInterests(interests: readonly KnownFact[], seed: string): GiftIdea[] {
  return interests.slice(0, 4).flatMap((interest) => {
    const gifts = giftsByPastime.get(interest.key);
    const named = interest.mention ?? lowerFirst(interest.text);
    if (gifts) {
      const gift = pickBy(gifts, `${seed}|${interest.key}`);
      return [{ name: gift.name, why: `${gift.why}, for their love of ${named}` }];
    }
    return /^[A-Z]/.test(interest.mention ?? '') ? [{ name: `${interest.mention} tickets or merchandise`, why: 'for a true fan' }] : [];
  });
}

function ideasFromPreferences(preferences: readonly KnownFact[]): GiftIdea[] {
  return preferences.flatMap((preference) => {
    const wish = WISH.exec(preference.text);
    if (wish) return [{ name: capitalise(wish[1]!), why: 'they mentioned they would love this' }];
    const favourite = FAVOURITE.exec(preference.text);
    if (favourite) return [{ name: capitalise(favourite[2]!), why: `their favourite${favourite[1] ? ` ${favourite[1]}` : ''}, beautifully wrapped` }];
    const like = LIKE.exec(preference.text);
    return like ? [{ name: `A little treat: ${like[1]}`, why: 'something they love' }] : [];
  });
}

function ideasFromTimeTogether(portrait: Portrait): GiftIdea[] {
  const ideas: GiftIdea[] = [];
  if ((portrait.eventsBy.get('Food & Drink') ?? 0) >= 2) ideas.push({ name: 'Dinner at a restaurant neither of you has tried', why: 'you love sharing meals' });
  if ((portrait.eventsBy.get('Travel') ?? 0) >= 2) ideas.push({ name: 'A weekend away, planned together', why: 'you love travelling together' });
  return ideas;
}

function occasionPhrase(occasion: Occasion & { next: string }, name: string): string {
  const title = namedOccasion(occasion.title, name).replace(/^Your\b/, 'your');
  return `${title} coming up on ${formatDay(occasion.next, false)}`;
}

/** Markdown gift ideas: a short intro and 3 to 5 ideas tied to what is known; general ones when nothing is. */
export function giftIdeasFor(portrait: Portrait, context: PersonContext): string {
  const seed = `${context.name}|${context.today}|${context.memories.length}`;
  const known = [
    ...ideasFromPreferences(portrait.facts.preferences),
    ...ideasFromGoals(portrait.facts.goals),
    ...ideasFromInterests(portrait.facts.interests, seed),
    ...ideasFromTimeTogether(portrait),
  ];
  const names = new Set<string>();
  const ideas = known.filter((idea) => !names.has(idea.name.toLowerCase()) && names.add(idea.name.toLowerCase())).slice(0, MAX_IDEAS);
  const general = [...GENERAL_GIFTS].sort((a, b) => hashOf(`${seed}|${a.name}`) - hashOf(`${seed}|${b.name}`));
  for (const idea of general) if (ideas.length < MIN_IDEAS + (known.length === 0 ? 1 : 0)) ideas.push(idea);
  const [soon] = upcoming(portrait.occasions, context.today, GIFT_HORIZON_DAYS);
  const intro =
    known.length === 0 ? `You haven't shared much about ${context.name} yet, so here are a few thoughtful ideas that suit almost anyone:`
    : soon ? `With ${occasionPhrase(soon, context.name)}, here are a few ideas based on what you know about ${context.name}:`
    : `Here are a few gift ideas for ${context.name}, based on what you know about them:`;
  const list = ideas.map((idea, index) => `${index + 1}. **${idea.name}**: ${idea.why}.`);
  const avoid = portrait.facts.preferences.filter((preference) => AVOID.test(preference.text)).map((preference) => lowerFirst(preference.text));
  const outro =
    known.length === 0 ? `Add a few memories about ${context.name} and the ideas will get more personal.`
    : avoid.length > 0 ? `_Keep in mind: ${avoid.slice(0, 3).join('; ')}._`
    : '';
  return [intro, '', ...list, ...(outro ? ['', outro] : [])].join('\n');
}
