import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { renderWithProviders } from '../../testing/render-app';
import { CookieConsentBanner } from './cookie-consent-banner';

describe('CookieConsentBanner', () => {
  it('asks an undecided visitor, explaining what the cookies are for', () => {
    renderWithProviders(<CookieConsentBanner />);

    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent('We use cookies to improve your experience and analyze traffic.');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeEnabled();
  });

  it.each([
    ['Accept All', 'accepted'],
    ['Decline', 'declined'],
  ])('remembers "%s" and goes away', async (button, stored) => {
    const { user } = renderWithProviders(<CookieConsentBanner />);

    await user.click(screen.getByRole('button', { name: button }));

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe(stored);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays hidden on later visits once decided', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'declined');

    renderWithProviders(<CookieConsentBanner />);

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a decision', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'maybe');

    renderWithProviders(<CookieConsentBanner />);

    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
