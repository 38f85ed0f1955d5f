import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { firstNameOf, pronounOf, voiceOf } from './voice';
import { personWith } from '../../../test/person-context';

const engine = createBuiltinEngine();

describe('builtin voice', () => {
  it('calls the person by the first name a friend uses', () => {
    expect(firstNameOf('Maya Patel')).toBe('Maya');
    expect(firstNameOf('Aunt Carol Smith')).toBe('Aunt Carol');
    expect(firstNameOf('Mom')).toBe('Mom');
  });

  it('uses the pronoun the memories use, not one a pet or a partner gets, and the name when there is none', () => {
    expect(pronounOf(["Milo, Sarah's beagle, had his vet visit.", "She's been worried about her mum.", 'Sarah bakes sourdough.'])).toBe('she');
    expect(pronounOf(['They passed their bar exam!', 'Jordan plays the cello.'])).toBe('they');
    expect(pronounOf(['Sam plays chess.'])).toBeNull();
    expect(voiceOf('Sam Ortiz', ['Sam plays chess.'])).toMatchObject({ firstName: 'Sam', subject: 'Sam', possessive: "Sam's" });
  });
});

describe('builtin portraits read more of what people write', () => {
  it('finds background, habits, tastes, teams and the news of someone with an accented name or called "they"', async () => {
    const raj = await engine.summarisePerson(
      personWith(
        [
          'Raj keeps a sourdough starter on his desk and names every loaf.',
          'Raj is a die-hard Liverpool supporter.',
          'Raj grew up in Chennai and moved to London at 19.',
          "He's been having back problems from sitting too much.",
          'Raj hates coffee but drinks litres of green tea.',
        ],
        { name: 'Raj' },
      ),
    );
    expect(raj.interests).toEqual(expect.arrayContaining(['Keeps a sourdough starter on his desk', 'Liverpool']));
    expect(raj.personal_attributes.join(' ')).toContain('Grew up in Chennai');
    expect(raj.challenges.join(' ')).toContain('back problems');
    expect(raj.preferences).toEqual(expect.arrayContaining(['Hates coffee', 'Drinks litres of green tea']));
    const tomas = await engine.summarisePerson(personWith(['Tomás just got back from two weeks in Japan.', "He's not a fan of surprises."], { name: 'Tomás' }));
    expect(tomas.key_memories.join(' ')).toContain('Japan');
    expect(tomas.preferences.join(' ')).toContain('surprises');
    const jordan = await engine.summarisePerson(personWith(["They don't drink alcohol and love fancy sodas instead.", 'Jordan plays the cello.'], { name: 'Jordan' }));
    expect(jordan.preferences.join(' ')).toMatch(/alcohol/);
  });

  it('reads notes that open without a subject as about the person, unless they tell the writer\'s day', async () => {
    const dev = await engine.summarisePerson(
      personWith(['big arsenal fan, season ticket holder', 'wants to run a sub-3 marathon next year', "dev's mum is back in hospital, he's pretty shaken"], { name: 'Dev' }),
    );
    expect(dev.interests.join(' ')).toMatch(/arsenal/i);
    expect(dev.goals.join(' ')).toContain('marathon');
    expect(dev.challenges.join(' ')).toContain('hospital');
    const diary = await engine.summarisePerson(personWith(['Went hiking with Maya, loved it.'], { name: 'Maya' }));
    expect(diary.preferences).toEqual([]);
  });

  it('reads shared history before "we", what they go without, what they would never eat, and a course by its subject', async () => {
    const chloe = await engine.summarisePerson(
      personWith(
        [
          'Growing up we shared a room and fought over the radio every night.',
          'Chloe would never eat anything with mushrooms in it.',
          "She's obsessed with true crime podcasts.",
          'Chloe is diabetic so no sweets for her.',
          'Chloe started a pottery course on Tuesdays.',
        ],
        { name: 'Chloe', relationship: 'Sister' },
      ),
    );
    expect(chloe.relationship_insights).toContain('You shared a room growing up');
    expect(chloe.preferences).toEqual(expect.arrayContaining(['Would never eat anything with mushrooms', 'No sweets']));
    expect(chloe.interests).toEqual(expect.arrayContaining(['True crime podcasts', 'Pottery']));
    expect(chloe.interests).not.toContain('Tuesdays');
  });
  it('calls someone by a given name of two words when the memories say both together', () => {
    expect(voiceOf('Mei Ling Chen', ["Mei Ling's started tai chi.", 'Mei Ling loves durian.']).firstName).toBe('Mei Ling');
    expect(voiceOf('Maya Patel', ['Maya loves pottery.', 'Maya Patel, my oldest friend.']).firstName).toBe('Maya');
  });
});
