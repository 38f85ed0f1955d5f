import { describe, expect, it } from 'vitest';
import { sharedText } from './shared-text';

describe('sharedText', () => {
  it('joins the shared title, text and link, one per line', () => {
    expect(sharedText(new URLSearchParams({ title: 'Trail map', text: 'The walk Sam loved', url: 'https://example.com/trail' }))).toBe(
      'Trail map\nThe walk Sam loved\nhttps://example.com/trail',
    );
  });

  it('keeps a link once when the text already holds it, and skips blank fields', () => {
    expect(sharedText(new URLSearchParams({ title: ' ', text: 'Look https://example.com/a', url: 'https://example.com/a' }))).toBe('Look https://example.com/a');
  });

  it('is empty when nothing was shared', () => {
    expect(sharedText(new URLSearchParams())).toBe('');
  });
});
