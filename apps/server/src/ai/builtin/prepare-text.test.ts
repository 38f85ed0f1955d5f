import { describe, expect, it } from 'vitest';
import { prepareText } from './prepare-text';

describe('prepareText', () => {
  it('writes shouting in lower case, keeping a sentence its capital and acronyms as they are', () => {
    expect(prepareText('FATIMA PASSED HER DRIVING TEST on the 4th try!!! She is SO happy')).toBe('Fatima passed her driving test on the 4th try! She is so happy');
    expect(prepareText('she HATES coriander, and NEVER eats out')).toBe('she hates coriander, and never eats out');
    expect(prepareText('Works in the NHS ICU team, flies BA to the UK and US')).toBe('Works in the NHS ICU team, flies BA to the UK and US');
  });

  it('puts back the apostrophe of a contraction typed without one, and leaves words that only look like one', () => {
    expect(prepareText('hes mad into fishing, theyre late, dont worry, she wont eat it')).toBe("he's mad into fishing, they're late, don't worry, she won't eat it");
    expect(prepareText('the shell, hell, well, were fine, Hesketh and Sheldon')).toBe('the shell, hell, well, were fine, Hesketh and Sheldon');
  });
});
