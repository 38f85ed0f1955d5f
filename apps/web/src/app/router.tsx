import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './layout/root-layout';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';

const marketing = (title?: string): RouteHandle => ({ footer: 'full', ...(title && { title }) });
const page = (title: string): RouteHandle => ({ footer: 'minimal', title });

/**
 * The route table of spec §2.1. Every page is its own lazily loaded chunk. It is a function
 * because React Router caches each route object's lazy() result, failures included: a fresh
 * table is how "Try Again" gets a real second download (see router-reset.ts).
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      // Catches a crash of the shell itself; page errors are caught below, inside the shell.
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: PageSpinner,
          children: [
            { index: true, handle: marketing(), lazy: lazyRoute(() => import('./routes/home')) },
            { path: paths.login, handle: page('Sign in'), lazy: lazyRoute(() => import('./routes/login')) },
            { path: paths.signup, handle: page('Sign up'), lazy: lazyRoute(() => import('./routes/signup')) },
            { path: paths.oauthCallback, handle: page('Signing in'), lazy: lazyRoute(() => import('./routes/oauth-callback')) },
            { path: paths.about, handle: marketing('About'), lazy: lazyRoute(() => import('./routes/about')) },
            { path: paths.resetPassword, handle: page('Reset Password'), lazy: lazyRoute(() => import('./routes/reset-password')) },
            { path: paths.verifyEmail, handle: page('Verify Email'), lazy: lazyRoute(() => import('./routes/verify-email')) },
            { path: paths.contact, handle: marketing('Contact'), lazy: lazyRoute(() => import('./routes/contact')) },
            { path: paths.pricing, handle: marketing('Pricing'), lazy: lazyRoute(() => import('./routes/pricing')) },
            { path: paths.geminiTest, handle: page('AI Test'), lazy: lazyRoute(() => import('./routes/gemini-test')) },
            {
              // Signed in, verified and with a plan (spec §4.2); the trial-expired modal lives here.
              lazy: lazyRoute(() => import('./routes/protected-layout')),
              children: [
                { path: paths.profile, handle: page('User Profile'), lazy: lazyRoute(() => import('./routes/profile')) },
                { path: paths.dashboard, handle: page('Dashboard'), lazy: lazyRoute(() => import('./routes/dashboard')) },
                { path: paths.calendar, handle: page('Calendar'), lazy: lazyRoute(() => import('./routes/calendar')) },
                { path: paths.kindred, handle: page('Kindred Profile'), lazy: lazyRoute(() => import('./routes/kindred')) },
                { path: paths.memory, handle: page('Memory View'), lazy: lazyRoute(() => import('./routes/memory')) },
                { path: paths.search, handle: page('Search Results'), lazy: lazyRoute(() => import('./routes/search')) },
                { path: paths.quickMemory, handle: page('Quick memory'), lazy: lazyRoute(() => import('./routes/quick-memory')) },
                {
                  // Not allowed after the free trial: the expired full screen instead (spec §2.1, §2.3).
                  lazy: lazyRoute(() => import('./routes/active-trial-layout')),
                  children: [
                    { path: paths.coachingPlan, handle: page('Coaching Plan'), lazy: lazyRoute(() => import('./routes/coaching-plan')) },
                  ],
                },
              ],
            },
            { path: '*', handle: page('Page not found'), lazy: lazyRoute(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}

/** The browser's router over a fresh route table. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
