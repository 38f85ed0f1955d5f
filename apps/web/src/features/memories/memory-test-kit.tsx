import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { UserEvent } from '@testing-library/user-event';
import type { Memory } from '@kindred/core/memory';
import { renderWithProviders } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

/** A completed memory of kindred 7, unless overridden. */
export function makeMemory(overrides: Partial<Memory> = {}): Memory {
  return {
    id: 1,
    kindredId: 7,
    rawText: 'We walked along the river and Sam talked about moving to Lisbon.',
    title: 'River walk with Sam',
    fullSummary: 'A long walk by the river; Sam is thinking about moving to Lisbon next spring.',
    category: 'Friendship',
    keyDate: null,
    processingStatus: 'completed',
    hasKeyDates: false,
    createdAt: '2024-05-02T12:00:00.000Z',
    updatedAt: '2024-05-02T12:00:00.000Z',
    ...overrides,
  };
}

/** Signs in and renders `ui` inside the app's providers and a router. */
export function renderSignedIn(ui: ReactNode) {
  signInAs();
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

/** Replaces a text field's value the way a paste does: one change instead of one per keystroke, which MUI forms make slow. */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
