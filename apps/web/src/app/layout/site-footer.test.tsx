import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAGLINE } from '@kindred/core/constants';
import { renderApp, stubClientConfig } from '../../testing/render-app';

const footer = () => screen.getByRole('contentinfo');
const hrefOf = (name: string) => within(footer()).getByRole('link', { name }).getAttribute('href');

describe('footer', () => {
  it.each(['/', '/about', '/pricing', '/contact'])('is the full footer on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    expect(within(footer()).getByText(TAGLINE)).toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Support & Legal' })).toBeInTheDocument();
    expect(hrefOf('Pricing')).toBe('/pricing');
    expect(hrefOf('About Us')).toBe('/about');
    expect(hrefOf('Contact Us')).toBe('/contact');
    expect(hrefOf('Terms of Service')).toBe('/tos.html');
    expect(hrefOf('Privacy Policy')).toBe('/privacy.html');
    expect(hrefOf('Help Center')).toBe('/contact.html');
    expect(footer()).toHaveTextContent(`© ${new Date().getFullYear()} Kindred`);
  });

  it.each(['/dashboard', '/login', '/no/such/page'])('is the minimal footer on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    expect(within(footer()).queryByRole('heading', { name: 'Product' })).not.toBeInTheDocument();
    expect(hrefOf('Terms')).toBe('/tos.html');
    expect(hrefOf('Privacy')).toBe('/privacy.html');
    expect(hrefOf('Support')).toBe('/contact');
  });

  it('offers the newsletter and an e-mail address to stay in touch when they are configured', async () => {
    stubClientConfig({ newsletterUrl: 'https://newsletter.example.com/', supportEmail: 'help@example.com' });
    renderApp('/');

    expect(await within(footer()).findByRole('heading', { name: 'Stay in touch' })).toBeInTheDocument();
    expect(hrefOf('Newsletter')).toBe('https://newsletter.example.com/');
    expect(hrefOf('Email us')).toBe('mailto:help@example.com');
  });

  it('leaves out the stay-in-touch column when neither is configured', async () => {
    stubClientConfig();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    expect(within(footer()).queryByRole('heading', { name: 'Stay in touch' })).not.toBeInTheDocument();
  });
});
