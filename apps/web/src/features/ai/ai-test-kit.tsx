import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { CoachingPlan, KindredSummary, SummaryAttributes } from '@kindred/core/ai';
import type { Memory } from '@kindred/core/memory';
import { renderWithProviders } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const STAMP = '2024-05-02T12:00:00.000Z';

/** Eight empty lists, with `lists` filled in. */
export function makeAttributes(lists: Partial<SummaryAttributes> = {}): SummaryAttributes {
  return {
    personal_attributes: [],
    relationship_insights: [],
    interests: [],
    important_dates: [],
    preferences: [],
    goals: [],
    challenges: [],
    key_memories: [],
    ...lists,
  };
}

/** A summary of kindred 7, written five minutes ago unless overridden. */
export function makeSummary(overrides: Partial<KindredSummary> = {}): KindredSummary {
  return {
    id: 1,
    kindredId: 7,
    generatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    hasPendingGeneration: false,
    attributes: makeAttributes({ interests: ['Pottery', 'Trail running'], goals: ['Move to Lisbon next spring'] }),
    ...overrides,
  };
}

/** A builtin coaching plan for Ava (kindred 7). */
export function makePlan(overrides: Partial<CoachingPlan> = {}): CoachingPlan {
  return {
    id: 3,
    kindredId: 7,
    kindredName: 'Ava Chen',
    generatedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    engine: 'builtin',
    plan: {
      focusAreas: [{ title: 'Shared adventures', description: 'Ava loves the outdoors; plan time outside together.' }],
      weeklyPlan: [1, 2, 3, 4].map((week) => ({ week, theme: `Theme ${week}`, actions: [`Action ${week}a`, `Action ${week}b`] })),
      conversationTopics: ['Her pottery class', 'The Lisbon move'],
      upcomingOccasions: [{ date: '2026-03-14', title: "Ava's birthday", gesture: 'Book the ceramics studio for an afternoon.' }],
    },
    checkedActions: [],
    ...overrides,
  };
}

/** A memory of kindred 7 written on `createdAt`. */
export function makeMemory(id: number, createdAt: string, fullSummary: string | null, title: string | null = null): Memory {
  return {
    id,
    kindredId: 7,
    rawText: 'raw',
    title,
    fullSummary,
    category: 'General',
    keyDate: null,
    processingStatus: 'completed',
    hasKeyDates: false,
    createdAt,
    updatedAt: createdAt,
  };
}

/** GET /api/kindreds/7/memories answering `items` as its only page. */
export const memoryPage = (items: Memory[]) => Response.json({ items, nextCursor: null });

/** GET /api/kindreds/7 answering a person called `name`. */
export const kindredAnswer = (name: string) =>
  Response.json({ id: 7, name, relationship: 'Sister', photoUrl: null, privateFromAi: false, keepInTouch: 'none', createdAt: STAMP, updatedAt: STAMP });

/** Signs in and renders `ui` inside the app's providers and a router. */
export function renderSignedIn(ui: ReactNode) {
  signInAs();
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}
