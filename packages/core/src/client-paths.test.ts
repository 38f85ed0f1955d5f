import { describe, expect, it } from 'vitest';
import { prerenderedFileOf, prerenderedPathOf } from './client-paths';

describe('prerendered page files', () => {
  it.each([
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/login', 'login.html'],
  ])('names the page at %s %s, and reads the path back from the name', (path, file) => {
    expect(prerenderedFileOf(path)).toBe(file);
    expect(prerenderedPathOf(file)).toBe(path);
  });
});
