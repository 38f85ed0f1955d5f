import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
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

/** Renders routes (the app's table by default) at `path`, the way the app does. */
export function renderApp(path = '/', createRoutes: () => RouteObject[] = createAppRoutes) {
  const createRouter = () => createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return renderWithProviders(<ResettableRouterProvider createRouter={createRouter} />);
}

/** Makes GET /api/config answer with `config`. */
export function stubClientConfig(config: Partial<ClientConfig> = {}): void {
  const body: ClientConfig = {
    productName: 'Kindred',
    version: '0.1.0',
    newsletterUrl: null,
    supportEmail: null,
    oidcEnabled: false,
    ...config,
  };
  vi.mocked(fetch).mockImplementation(async () => Response.json(body));
}
