import { describe, expect, it } from 'vitest';
import {
  buildGiftIdeaFallback,
  buildIceBreakerFallback,
  COPY_TEXTS,
  GIFT_IDEA_GENERIC,
  GIFT_IDEA_TEMPLATES,
  GIFT_IDEA_TEXTS,
  giftContext,
  ICE_BREAKER_TEXTS,
  SUMMARY_LIST_HEADINGS,
  timeAgo,
  type FallbackMemory,
} from './ai-texts';

const memory = (createdAt: string, fullSummary: string | null, title: string | null = null): FallbackMemory => ({ createdAt, fullSummary, title });
const always = (value: number) => () => value;

// Six memories, deliberately out of order: the newest is 06, the oldest 01.
const memories = [
  memory('2024-01-03T12:00:00Z', 'Third.'),
  memory('2024-01-06T12:00:00Z', 'Sixth.'),
  memory('2024-01-01T12:00:00Z', 'First.'),
  memory('2024-01-05T12:00:00Z', null, 'Fifth title'),
  memory('2024-01-02T12:00:00Z', 'Second.'),
  memory('2024-01-04T12:00:00Z', 'Fourth.'),
];

describe('result dialog texts', () => {
  it('keeps the words of spec §2.10 and §2.11', () => {
    expect(ICE_BREAKER_TEXTS.title('Ava')).toBe('Ice Breaker for Ava');
    expect(ICE_BREAKER_TEXTS.heading).toBe('Perfect Conversation Starter');
    expect(ICE_BREAKER_TEXTS.subtext('Ava')).toBe("Here's a personalized ice breaker for your next conversation with Ava");
    expect(ICE_BREAKER_TEXTS.close).toBe('Got it, thanks!');
    expect(GIFT_IDEA_TEXTS.title('Ava')).toBe('Gift Ideas for Ava');
    expect(GIFT_IDEA_TEXTS.heading).toBe('Thoughtful Gift Ideas');
    expect(GIFT_IDEA_TEXTS.subtext('Ava')).toBe('Personalized gift suggestions based on what you know about Ava');
    expect(GIFT_IDEA_TEXTS.close).toBe('Perfect, thanks!');
    expect(COPY_TEXTS).toEqual({ copy: 'Copy to Clipboard', copied: 'Copied!' });
  });

  it('names the eight summary lists of spec §3', () => {
    expect(Object.keys(SUMMARY_LIST_HEADINGS)).toEqual([
      'personal_attributes',
      'relationship_insights',
      'interests',
      'important_dates',
      'preferences',
      'goals',
      'challenges',
      'key_memories',
    ]);
    expect(SUMMARY_LIST_HEADINGS.key_memories).toBe('Key memories');
  });
});

describe('timeAgo', () => {
  const now = new Date('2024-06-20T12:00:00Z');
  it.each([
    ['2024-06-20T11:59:30Z', 'just now'],
    ['2024-06-20T11:59:00Z', '1 minute ago'],
    ['2024-06-20T11:55:00Z', '5 minutes ago'],
    ['2024-06-20T09:00:00Z', '3 hours ago'],
    ['2024-06-19T12:00:00Z', '1 day ago'],
    ['2024-06-14T12:00:00Z', '6 days ago'],
    ['2024-03-10T12:00:00Z', 'on March 10, 2024'],
  ])('says %s was %s', (at, expected) => {
    expect(timeAgo(at, now)).toBe(expected);
  });
});

describe('buildIceBreakerFallback (spec §7.2)', () => {
  it('picks at random among the 3 newest memories, by full summary or else title', () => {
    const picked = [0, 0.4, 0.99].map((value) => buildIceBreakerFallback(memories, 'Ava', always(value)));

    expect(picked[0]).toContain('"Sixth."');
    expect(picked[1]).toContain('"Fifth title"');
    expect(picked[2]).toContain('"Fourth."');
    expect(picked.every((text) => text.includes('Ava'))).toBe(true);
    expect(picked.join(' ')).not.toMatch(/Third|Second|First/);
  });

  it('skips memories with neither a summary nor a title', () => {
    const text = buildIceBreakerFallback([memory('2024-01-02T12:00:00Z', '  '), memory('2024-01-01T12:00:00Z', 'Tea in the garden.')], 'Ava', always(0));

    expect(text).toContain('"Tea in the garden."');
  });

  it('uses a generic opener without memories, and "your friend" without a name', () => {
    const text = buildIceBreakerFallback([], '  ', always(0));

    expect(text).toContain('your friend');
    expect(text).toBe(buildIceBreakerFallback([], null, always(0.9)));
    expect(text).not.toContain('""');
  });
});

describe('buildGiftIdeaFallback (spec §7.2)', () => {
  it('joins the 5 newest memories into the context of one of 8 templates', () => {
    const text = buildGiftIdeaFallback(memories.slice(0, 5).concat(memory('2024-01-04T12:00:00Z', 'Four.')), 'Ava', always(0));

    expect(text).toBe(GIFT_IDEA_TEMPLATES[0]!('Sixth. Fifth title Four. Third. Second.', 'Ava'));
    expect(GIFT_IDEA_TEMPLATES).toHaveLength(8);
    expect(new Set(GIFT_IDEA_TEMPLATES.map((template) => template('x', 'Ava'))).size).toBe(8);
  });

  it('chooses the template with the random source', () => {
    expect(buildGiftIdeaFallback(memories, 'Ava', always(0.99))).toBe(GIFT_IDEA_TEMPLATES[7]!('Sixth. Fifth title Fourth. Third. Second.', 'Ava'));
  });

  it('cuts a context over 100 characters to 97 plus "..."', () => {
    const long = 'a'.repeat(60);
    expect(giftContext([long, long])).toBe(`${long} ${'a'.repeat(36)}...`);
    expect(giftContext([long, long])).toHaveLength(100);
    expect(giftContext(['b'.repeat(100)])).toBe('b'.repeat(100));
    expect(giftContext(['b'.repeat(101)])).toBe(`${'b'.repeat(97)}...`);
  });

  it('keeps markdown in a memory as text', () => {
    expect(buildGiftIdeaFallback([memory('2024-01-01T12:00:00Z', 'Loves *bold* [links]')], 'Ava', always(0))).toContain('Loves \\*bold\\* \\[links\\]');
  });

  it('uses one of 8 generic suggestions without memories, and "your friend" without a name', () => {
    expect(buildGiftIdeaFallback([], undefined, always(0.5))).toBe(GIFT_IDEA_GENERIC[4]!('your friend'));
    expect(GIFT_IDEA_GENERIC).toHaveLength(8);
    expect(new Set(GIFT_IDEA_GENERIC.map((suggestion) => suggestion('Ava'))).size).toBe(8);
  });
});
