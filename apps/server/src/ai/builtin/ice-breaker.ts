import type { PersonContext } from '../ai-engine';
import type { Reader } from './nlp';
import { formatDay, spokenOccasion, upcoming } from './occasions';
import type { Portrait } from './portrait';
import { opensWithName, spokenTitle } from './spoken-memory';
import { pickBy } from './variety';

// An occasion this close is worth opening with.
const SOON_DAYS = 30;

type Opener = (name: string) => string;

const GENERIC: readonly Opener[] = [
  (name) => `Hi ${name}! What's been the best part of your week so far?`,
  (name) => `Hey ${name}, I was just thinking about you. What's something that made you smile recently?`,
  (name) => `${name}, if you could plan a perfect day off right now, what would it look like?`,
  (name) => `Hi ${name}! Read, watched or listened to anything good lately? I'm looking for recommendations.`,
  (name) => `Hey ${name}, what's something you're looking forward to this month?`,
];

function goalOpeners(spoken: string): Opener[] {
  return [
    (name) => `Hey ${name}! Last time we talked you mentioned ${spoken}. How is that going?`,
    (name) => `${name}, how are things going since you told me ${spoken}? I'd love an update.`,
  ];
}

function interestOpeners(mention: string): Opener[] {
  // A capital names a team, a band or a show: something followed rather than done.
  if (/^(the )?[A-Z]/.test(mention)) {
    return [
      (name) => `Hey ${name}, how are ${mention} doing lately? I know you're a big fan.`,
      (name) => `${name}, what's the latest with ${mention}? I'd love to hear your take.`,
    ];
  }
  return [
    (name) => `Hey ${name}, have you had much time for ${mention} lately? I'd love to hear what you've been up to.`,
    (name) => `${name}, what got you into ${mention} in the first place? I don't think I've ever asked.`,
    (name) => `If you could spend a whole free day on ${mention}, ${name}, what would you do with it?`,
  ];
}

const doingOpener = (spoken: string): Opener => (name) => `I love that ${spoken}, ${name}. What's been the best part of it lately?`;

function memoryOpeners(said: string, isHard: boolean): Opener[] {
  if (isHard) return [(name) => `Hi ${name}, I've been thinking about ${said}. How are you feeling these days?`];
  return [
    (name) => `${name}, I was just thinking about ${said}. What do you remember most about it?`,
    (name) => `Hey ${name}! Remember ${said}? What was your favourite part?`,
  ];
}

const checkInOpener = (spoken: string): Opener => (name) => `Hi ${name}, I've been thinking of you since you said ${spoken}. How are you holding up?`;

/** Openers built from what is known, the most telling first. */
function knownOpeners(portrait: Portrait, context: PersonContext, reader: Reader): Opener[] {
  const openers: Opener[] = [];
  for (const occasion of upcoming(portrait.occasions, context.today, SOON_DAYS).slice(0, 1)) {
    const what = opensWithName(occasion.title, reader) ? occasion.title : spokenOccasion(occasion.title, portrait.person);
    openers.push((name) => `Hey ${name}! I noticed ${what} is coming up on ${formatDay(occasion.next, false)}. Any plans yet?`);
  }
  for (const goal of portrait.facts.goals.slice(0, 2)) if (goal.spoken) openers.push(...goalOpeners(goal.spoken));
  for (const interest of portrait.facts.interests.slice(0, 3)) {
    if (interest.mention) openers.push(...interestOpeners(interest.mention));
    // "you love telling stories" makes no "I love that..."; a pastime done ("you play bass") does.
    else if (interest.spoken && !/^you (love|adore|like|enjoy)\b/.test(interest.spoken)) openers.push(doingOpener(interest.spoken));
  }
  for (const event of portrait.recentEvents.slice(0, 2)) {
    const said = spokenTitle(event.title, portrait.person, reader);
    if (said) openers.push(...memoryOpeners(said, event.category === 'Health'));
  }
  const challenge = portrait.facts.challenges.find((fact) => fact.spoken);
  if (challenge?.spoken) openers.push(checkInOpener(challenge.spoken));
  return openers;
}

/** A conversation starter that names something known about the person; a general one when nothing is known. */
export function iceBreakerFor(portrait: Portrait, context: PersonContext, reader: Reader): string {
  const known = knownOpeners(portrait, context, reader);
  const seed = `${context.name}|${context.today}|${context.memories.length}`;
  return pickBy(known.length > 0 ? known : GENERIC, seed)(context.name);
}
