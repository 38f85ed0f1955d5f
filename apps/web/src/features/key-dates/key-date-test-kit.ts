import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { KeyDate } from '@kindred/core/key-date';

/** A key date as the server sends it. */
export function makeKeyDate(overrides: Partial<KeyDate> = {}): KeyDate {
  return { id: 11, date: '2024-06-15', eventTitle: "Sam's birthday", annual: true, kindredId: 7, memoryId: null, ...overrides };
}

/** Types a date ('MMDDYYYY' digits) into the date picker labelled `label` inside `container`. */
export async function typeDate(user: UserEvent, container: HTMLElement, label: RegExp, digits: string): Promise<void> {
  const field = await within(container).findByRole('group', { name: label });
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}
