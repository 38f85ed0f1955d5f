import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAGLINE } from '@kindred/core/constants';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

describe('any unknown path', () => {
  it('says the page was not found, in the words of the spec', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
  });

  it('links back to the home page', async () => {
    const { user } = renderApp('/kindred');

    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    expect(await screen.findByText(TAGLINE, { selector: 'main p' })).toBeInTheDocument();
  });

  it('links a signed-in person to their dashboard instead', async () => {
    signInAs();
    renderApp('/no/such/page');

    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
  });
});
