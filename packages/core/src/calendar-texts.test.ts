import { describe, expect, it } from 'vitest';
import { yearsLabel } from './calendar-texts';

describe('yearsLabel', () => {
  it('says what the years mean for birthdays, anniversaries and other dates', () => {
    expect(yearsLabel('Birthday', 34)).toBe('Turns 34');
    expect(yearsLabel("Sarah's bday", 1)).toBe('Turns 1');
    expect(yearsLabel('Wedding anniversary', 10)).toBe('10th anniversary');
    expect(yearsLabel('Anniversary', 1)).toBe('1st anniversary');
    expect(yearsLabel('Anniversary', 2)).toBe('2nd anniversary');
    expect(yearsLabel('Anniversary', 23)).toBe('23rd anniversary');
    expect(yearsLabel('Anniversary', 11)).toBe('11th anniversary');
    expect(yearsLabel('Anniversary', 112)).toBe('112th anniversary');
    expect(yearsLabel('Moved to Lisbon', 5)).toBe('5 years');
    expect(yearsLabel('Moved to Lisbon', 1)).toBe('1 year');
  });

  it('says nothing when the count is unknown or zero', () => {
    expect(yearsLabel('Birthday', null)).toBeNull();
    expect(yearsLabel('Birthday', 0)).toBeNull();
  });
});
