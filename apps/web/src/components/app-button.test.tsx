import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from './app-button';

describe('AppButton', () => {
  it.each([
    ['primary', 'MuiButton-contained', 'MuiButton-colorPrimary'],
    ['secondary', 'MuiButton-outlined', 'MuiButton-colorPrimary'],
    ['accent', 'MuiButton-contained', 'MuiButton-colorSecondary'],
    ['danger', 'MuiButton-contained', 'MuiButton-colorError'],
  ] as const)('draws the %s variant', (variant, style, color) => {
    render(<AppButton variant={variant}>Save</AppButton>);

    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(style, color);
  });

  it('is busy, disabled and spinning while loading', async () => {
    const onClick = vi.fn();
    render(
      <AppButton loading onClick={onClick}>
        Save
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });

    // Skip user-event's pointer-events check so the click is really attempted on the disabled button.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works normally when not loading', async () => {
    const onClick = vi.fn();
    render(<AppButton onClick={onClick}>Save</AppButton>);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
