import { describe, expect, it } from 'vitest';
import { prepareText } from './prepare-text';

describe('prepareText', () => {
  it('writes shouting in lower case, keeping a sentence its capital and acronyms as they are', () => {
    expect(prepareText('FATIMA PASSED HER DRIVING TEST on the 4th try!!! She is SO happy')).toBe('Fatima passed her driving test on the 4th try! She is so happy');
    expect(prepareText('she HATES coriander, and NEVER eats out')).toBe('she hates coriander, and never eats out');
    expect(prepareText('Works in the NHS ICU team, flies BA to the UK and US')).toBe('Works in the NHS ICU team, flies BA to the UK and US');
  });
});
