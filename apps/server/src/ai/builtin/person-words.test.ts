import { describe, expect, it } from 'vitest';
import { personWords } from './person-words';

describe('personWords: the words a memory uses for the person', () => {
  it('knows the usual shortenings of a first name, but no month or common word', () => {
    const words = (name: string) => personWords(name, 'Friend').words;
    expect(words('Bernadette Flynn')).toContain('bernie');
    expect(words('Walter Greenberg')).toContain('walt');
    expect(words('Rafael Costa')).toContain('rafa');
    expect(words('Thandiwe Nkosi')).toContain('thandi');
    expect(words('Oluwaseun Adeyemi')).toContain('seun');
    expect(words('Olusegun Bakare')).toContain('segun');
    expect(words('Margaret Doyle')).not.toContain('mar');
    expect(words('Sam Okafor')).toEqual(new Set(['sam', 'okafor']));
  });

  it('knows what grandchildren call a grandparent in other languages', () => {
    expect(personWords('José Ferreira', 'Grandfather').words).toContain('avô');
    expect(personWords('Rosa Díaz', 'Grandmother').words).toContain('abuela');
    expect(personWords('Kim Eun-ji', 'Grandmother').words).toContain('halmeoni');
  });

  it('knows what Irish, Welsh and Northern children call a parent', () => {
    expect(personWords('Seamus Brennan', 'Father').words).toContain('da');
    expect(personWords('Siân Pryce', 'Mother').words).toContain('mam');
  });
});
