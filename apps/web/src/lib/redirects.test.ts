import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirectPath } from './redirects';

describe('safeRedirectPath', () => {
  it.each(['/profile', '/search?q=birthday%20gift', '/kindred/7/memory/3#notes'])('accepts the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/profile',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com/profile',
    'javascript:alert(1)',
    'profile',
    '',
    null,
  ])('rejects %s', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

describe('loginUrl', () => {
  it('carries the path to return to, readable, with its query encoded', () => {
    expect(loginUrl('/profile')).toBe('/login?redirect=/profile');
    expect(loginUrl('/search?q=a&b')).toBe('/login?redirect=/search%3Fq%3Da%26b');
  });

  it('marks a preserved user', () => {
    expect(loginUrl('/search?q=x', { preserveUser: true })).toBe('/login?redirect=/search%3Fq%3Dx&preserveUser=true');
    expect(loginUrl()).toBe('/login');
  });
});
