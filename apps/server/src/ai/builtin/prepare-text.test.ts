import { describe, expect, it } from 'vitest';
import { personWords } from './person-words';
import { prepareText } from './prepare-text';

describe('prepareText', () => {
  it('writes shouting in lower case, keeping a sentence its capital and acronyms as they are', () => {
    expect(prepareText('FATIMA PASSED HER DRIVING TEST on the 4th try!!! She is SO happy')).toBe('Fatima passed her driving test on the 4th try! She is so happy');
    expect(prepareText('she HATES coriander, and NEVER eats out')).toBe('she hates coriander, and never eats out');
    expect(prepareText('Works in the NHS ICU team, flies BA to the UK and US')).toBe('Works in the NHS ICU team, flies BA to the UK and US');
  });

  it('puts back the apostrophe of a contraction typed without one, and leaves words that only look like one', () => {
    expect(prepareText('hes mad into fishing, theyre late, dont worry, she wont eat it')).toBe("he's mad into fishing, they're late, don't worry, she won't eat it");
    expect(prepareText('obsessed w sci-fi, lunch w him, w/ Tom, the letter W is')).toBe('obsessed with sci-fi, lunch with him, with Tom, the letter W is');
    expect(prepareText('the shell, hell, well, were fine, Hesketh and Sheldon')).toBe('the shell, hell, well, were fine, Hesketh and Sheldon');
  });

  it("names the person where a sentence opens on their initial, and leaves other letters and A and I alone", () => {
    const bongani = personWords('Bongani Dlamini', 'Friend');
    expect(prepareText("B is a civil engineer. D got the job! B's back from Durban. Plan B is the beach. B-roads all the way.", bongani)).toBe(
      "Bongani is a civil engineer. D got the job! Bongani is back from Durban. Plan B is the beach. B-roads all the way.",
    );
    expect(prepareText('T. low mood this week', personWords('Tobias', 'Client'))).toBe('Tobias low mood this week');
    expect(prepareText('I got her a card', personWords('Imogen', 'Friend'))).toBe('I got her a card');
    expect(prepareText('B is a civil engineer')).toBe('B is a civil engineer');
  });
});
