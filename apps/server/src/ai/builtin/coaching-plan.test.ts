import { coachingPlanContentSchema } from '@kindred/core/ai';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { personWith } from '../../../test/person-context';

const engine = createBuiltinEngine();

describe('builtin coachingPlan', () => {
  it('writes four weeks of actions that name the person and what is known', async () => {
    const plan = await engine.coachingPlan(
      personWith(['Maya is training for the Big Sur marathon in April.', "She's been stressed about her student loans.", 'Maya loves film photography.']),
    );
    expect(coachingPlanContentSchema.parse(plan)).toEqual(plan);
    expect(plan.weeklyPlan.map((week) => week.week)).toEqual([1, 2, 3, 4]);
    const actions = plan.weeklyPlan.flatMap((week) => week.actions).join('\n');
    expect(actions).toContain('Maya');
    expect(actions).toContain('training for the Big Sur marathon in April');
    expect(actions).toContain('stressed about her student loans');
    expect(plan.focusAreas.map((area) => area.title)).toEqual(expect.arrayContaining(['Support through what is hard', 'Cheer on their goals']));
    expect(plan.conversationTopics).toContain('Film photography');
  });

  it('lists the occasions of the next 90 days with a gesture each, annual dates rolled forward', async () => {
    const plan = await engine.coachingPlan(
      personWith([], {
        today: '2025-06-11',
        keyDates: [
          { date: '1990-07-01', eventTitle: "Maya's birthday", annual: true },
          { date: '2025-08-01', eventTitle: 'Moving day', annual: false },
          { date: '2010-12-25', eventTitle: 'Wedding anniversary', annual: true },
          { date: '2024-07-01', eventTitle: 'Old exam', annual: false },
          { date: '1990-06-01', eventTitle: 'Name day', annual: true },
        ],
      }),
    );
    expect(plan.upcomingOccasions.map(({ date, title }) => ({ date, title }))).toEqual([
      { date: '2025-07-01', title: "Maya's birthday" },
      { date: '2025-08-01', title: "Maya's moving day" },
    ]);
    for (const occasion of plan.upcomingOccasions) expect(occasion.gesture).toContain('Maya');
  });

  it('moves a February 29 birthday to February 28 in a common year, and across the new year', async () => {
    const leap = await engine.coachingPlan(personWith([], { today: '2026-02-01', keyDates: [{ date: '1992-02-29', eventTitle: 'Birthday', annual: true }] }));
    expect(leap.upcomingOccasions.map((occasion) => occasion.date)).toEqual(['2026-02-28']);
    const newYear = await engine.coachingPlan(personWith([], { today: '2025-12-20', keyDates: [{ date: '1990-01-05', eventTitle: 'Birthday', annual: true }] }));
    expect(newYear.upcomingOccasions.map((occasion) => occasion.date)).toEqual(['2026-01-05']);
  });

  it('still plans for a person nothing is known about', async () => {
    const plan = await engine.coachingPlan({ ...personWith([]), name: 'Fresh' });
    expect(coachingPlanContentSchema.parse(plan)).toEqual(plan);
    expect(plan.upcomingOccasions).toEqual([]);
    expect(plan.weeklyPlan.every((week) => week.actions.some((action) => action.includes('Fresh')))).toBe(true);
  });
});
