import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download-export';

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="kindred-export-2026-03-04.json"', 'kindred-export-2026-03-04.json'],
    ['attachment; filename=kindred-export.json', 'kindred-export.json'],
    ["attachment; filename=\"fallback.json\"; filename*=UTF-8''export%20%C3%A9t%C3%A9.json", 'export été.json'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.json\"", 'plain.json'],
  ])('%s -> %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });

  it.each([null, 'attachment', 'inline'])('finds no name in %s', (header) => {
    expect(filenameFromDisposition(header)).toBeNull();
  });
});
