import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@kindred/core/constants';
import type { ToastOptions } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function ShowToastButton({ message, options }: { message: string; options?: ToastOptions }) {
  const { showToast } = useToast();
  return <button onClick={() => showToast(message, options)}>Show {message}</button>;
}

// fireEvent rather than user-event: Testing Library's async helpers wait on real timers.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderToasts(...buttons: { message: string; options?: ToastOptions }[]) {
  render(
    <ToastProvider>
      {buttons.map((props) => (
        <ShowToastButton key={props.message} {...props} />
      ))}
    </ToastProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());

  it(`hide themselves after ${TOAST_DURATION_MS} ms by default`, () => {
    renderToasts({ message: 'Memory saved' });

    click('Show Memory saved');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Memory saved');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can stay for a custom duration', () => {
    renderToasts({ message: 'Slow', options: { durationMs: 10_000 } });

    click('Show Slow');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));

    expect(screen.getByText('Slow')).toBeInTheDocument();
  });

  it('close at once with their close button', () => {
    renderToasts({ message: 'Hello' });

    click('Show Hello');
    click('Close notification');

    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('come in four types; errors and warnings interrupt, success and info wait their turn', () => {
    renderToasts(
      { message: 'Done', options: { type: 'success' } },
      { message: 'Failed', options: { type: 'error' } },
      { message: 'Careful', options: { type: 'warning' } },
      { message: 'FYI' },
    );

    for (const name of ['Done', 'Failed', 'Careful', 'FYI']) click(`Show ${name}`);

    expect(screen.getByText('Done').closest('[role="status"]')).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByText('Failed').closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    expect(screen.getByText('Careful').closest('[role="alert"]')).toHaveClass('MuiAlert-colorWarning');
    expect(screen.getByText('FYI').closest('[role="status"]')).toHaveClass('MuiAlert-colorInfo');
  });

  it('stack, newest on top', () => {
    renderToasts({ message: 'First' }, { message: 'Second' });

    click('Show First');
    click('Show Second');

    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Second', 'First']);
  });
});
