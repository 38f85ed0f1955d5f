import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '../lib/auth/session';
import { installMatchMedia } from './match-media';

// A page appears only after its lazily loaded module. With every project's tests sharing two cores
// (CI), that has taken over 3 s, and over 10 s on a slower machine under load (the date picker's
// chunk in suggestion-editor.test.tsx); waiting longer costs nothing when it is fast.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  installMatchMedia(false);
  // Unit tests never reach a server: each test that needs an answer stubs fetch itself.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
  // jsdom does not implement scrolling; current browsers answer scrollTo with a promise.
  vi.stubGlobal('scrollTo', vi.fn(() => Promise.resolve()));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The app's session outlives a render; each test starts signed out with empty storage.
  session.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
