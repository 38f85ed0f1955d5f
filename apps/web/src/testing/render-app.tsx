import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { ClientConfig } from '@kindred/core/client-config';
import { AppProvider } from '../app/provider';
import { ResettableRouterProvider } from '../app/resettable-router-provider';
import { createAppRoutes } from '../app/router';

/** Renders `ui` inside the app's providers, with a query client that does not retry. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { user: userEvent.setup(), ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>) };
}

/**
 * Renders routes (the app's table by default) at `path`, the way the app does. `location()` is
 * where the router is now, e.g. "/login?redirect=/profile"; `state()` is its history state.
 */
export function renderApp(path = '/', createRoutes: () => RouteObject[] = createAppRoutes) {
  let router: DataRouter | undefined;
  const createRouter = () => (router = createMemoryRouter(createRoutes(), { initialEntries: [path] }));
  const rendered = renderWithProviders(<ResettableRouterProvider createRouter={createRouter} />);
  const location = () => `${router!.state.location.pathname}${router!.state.location.search}`;
  return { ...rendered, location, state: () => router!.state.location.state as unknown };
}

/** Makes GET /api/config answer with `config`. */
export function stubClientConfig(config: Partial<ClientConfig> = {}): void {
  const body: ClientConfig = {
    productName: 'Kindred',
    version: '0.1.0',
    newsletterUrl: null,
    supportEmail: null,
    oidcEnabled: false,
    paymentsEnabled: false,
    stripePublishableKey: null,
    registration: 'open',
    analytics: null,
    ...config,
  };
  vi.mocked(fetch).mockImplementation(async () => Response.json(body));
}
