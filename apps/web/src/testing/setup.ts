import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia } from './match-media';

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
  localStorage.clear();
  document.documentElement.className = '';
});
