import type { CoachingPlanContent } from '@kindred/core/ai';
import type { PersonContext } from '../ai-engine';
import { formatDay, namedOccasion, upcoming, type Occasion } from './occasions';
import type { KnownFact, Portrait } from './portrait';
import { lowerFirst } from './tokens';

/** Occasions this far ahead are part of the plan. */
export const OCCASION_HORIZON_DAYS = 90;
const MAX_OCCASIONS = 8;
const MAX_TOPICS = 8;
const MAX_ACTIONS = 5;

type FocusArea = CoachingPlanContent['focusAreas'][number];

const nameOf = (fact: KnownFact): string => fact.mention ?? lowerFirst(fact.text);
const listOf = (items: readonly string[]): string => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** A gesture that suits the occasion, tied to a known interest when there is one. */
function gestureFor(occasion: Occasion, name: string, interest: KnownFact | undefined): string {
  const title = occasion.title.toLowerCase();
  if (title.includes('birthday')) {
    return interest ? `Send ${name} a handwritten card and plan a small celebration around ${nameOf(interest)}.` : `Send ${name} a handwritten card and plan a small celebration.`;
  }
  if (title.includes('anniversary')) return `Mark the day with a note to ${name} about a favourite shared memory.`;
  if (/memorial|passed|death|funeral/.test(title)) return `Reach out to ${name} on the day: a kind word means a lot.`;
  if (/graduat|promotion|exam|interview|surgery|appointment/.test(title)) return `Send ${name} a message the day before to wish them well.`;
  return `Reach out to ${name} on the day to show you remembered.`;
}

function focusAreasOf(portrait: Portrait, name: string, soon: readonly (Occasion & { next: string })[]): FocusArea[] {
  const { challenges, goals, interests } = portrait.facts;
  const areas: FocusArea[] = [];
  if (challenges[0]) areas.push({ title: 'Support through what is hard', description: `From your memories: ${lowerFirst(challenges[0].text)}. Check in with ${name} regularly and offer practical help.` });
  if (goals[0]) areas.push({ title: 'Cheer on their goals', description: `From your memories: ${lowerFirst(goals[0].text)}. Ask ${name} about progress and celebrate small wins.` });
  if (interests.length > 0) {
    areas.push({ title: 'Share what they love', description: `Make time for ${listOf(interests.slice(0, 3).map(nameOf))} with ${name}, or ask them to tell you more about it.` });
  }
  if (soon[0]) areas.push({ title: 'Make the coming occasions count', description: `${namedOccasion(soon[0].title, name)} on ${formatDay(soon[0].next, false, portrait.dateStyle)}: plan something personal ahead of time.` });
  areas.push({ title: 'Stay in regular touch', description: `A short message or call each week keeps you close to ${name}.` });
  return areas.slice(0, 5);
}

function weeksOf(portrait: Portrait, name: string, soon: readonly (Occasion & { next: string })[]): CoachingPlanContent['weeklyPlan'] {
  const { challenges, goals, interests, preferences } = portrait.facts;
  const [recent] = portrait.recentEvents;
  const [interest, secondInterest] = interests;
  const reconnect = [
    recent ? `Send ${name} a message about "${recent.title}" and ask how they feel about it now.` : `Send ${name} a message just to ask how their week is going.`,
    `Set a weekly reminder to check in with ${name}.`,
    ...(preferences[0] ? [`Remember this when you meet: ${lowerFirst(preferences[0].text)}.`] : []),
  ];
  const curiosity = [
    ...(interest ? [`Ask ${name} what they have been enjoying about ${nameOf(interest)} lately.`] : [`Ask ${name} what they have been enjoying lately, and follow up on it.`]),
    ...(goals[0] ? [`Ask how this is going: ${lowerFirst(goals[0].text)}.`] : []),
    ...(secondInterest ? [`Suggest doing something around ${nameOf(secondInterest)} together.`] : []),
  ];
  const support = [
    ...(challenges[0] ? [`Check in on this: ${lowerFirst(challenges[0].text)}. Ask ${name} how you can help.`] : [`Ask ${name} what has been on their mind lately, and just listen.`]),
    `Offer ${name} one concrete, practical favour this week.`,
    ...(challenges[1] ? [`Keep in mind: ${lowerFirst(challenges[1].text)}.`] : []),
  ];
  const celebrate = [
    ...soon.slice(0, 2).map((occasion) => `Prepare for ${namedOccasion(occasion.title, name).replace(/^Your\b/, 'your')} on ${formatDay(occasion.next, false, portrait.dateStyle)}: ${lowerFirst(gestureFor(occasion, name, interest))}`),
    ...(soon.length === 0 && interest ? [`Plan a shared activity for next month around ${nameOf(interest)}.`] : []),
    `Tell ${name} one thing you appreciate about them.`,
    `Write down something new you learned about ${name} this month as a memory.`,
  ];
  return [
    { week: 1, theme: 'Reconnect', actions: reconnect.slice(0, MAX_ACTIONS) },
    { week: 2, theme: 'Show interest in their world', actions: curiosity.slice(0, MAX_ACTIONS) },
    { week: 3, theme: 'Offer support', actions: support.slice(0, MAX_ACTIONS) },
    { week: 4, theme: 'Celebrate and plan ahead', actions: celebrate.slice(0, MAX_ACTIONS) },
  ];
}

function topicsOf(portrait: Portrait): string[] {
  const { interests, goals } = portrait.facts;
  const topics = [
    ...interests.slice(0, 3).map((fact) => fact.text),
    ...goals.slice(0, 2).map((fact) => fact.text),
    ...portrait.recentEvents.slice(0, 2).map((note) => note.title),
    'What they are looking forward to this season',
    'A favourite memory you share',
  ];
  const seen = new Set<string>();
  return topics.filter((topic) => !seen.has(topic.toLowerCase()) && seen.add(topic.toLowerCase())).slice(0, MAX_TOPICS);
}

/** A four-week plan for the relationship, naming the person and what is known about them. */
export function coachingPlanFor(portrait: Portrait, context: PersonContext): CoachingPlanContent {
  const name = context.name;
  const soon = upcoming(portrait.occasions, context.today, OCCASION_HORIZON_DAYS).slice(0, MAX_OCCASIONS);
  const [interest] = portrait.facts.interests;
  return {
    focusAreas: focusAreasOf(portrait, name, soon),
    weeklyPlan: weeksOf(portrait, name, soon),
    conversationTopics: topicsOf(portrait),
    upcomingOccasions: soon.map((occasion) => ({ date: occasion.next, title: namedOccasion(occasion.title, name), gesture: gestureFor(occasion, name, interest) })),
  };
}
