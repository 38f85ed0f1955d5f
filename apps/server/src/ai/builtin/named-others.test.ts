import { describe, expect, it } from 'vitest';
import { namedOthersIn } from './named-others';
import { personWords } from './person-words';

const texts = (heard: readonly { text: string }[]) => heard.map((item) => item.text);
const anika = personWords('Anika Sharma', 'Mentor');

describe('namedOthersIn: the people around someone by what they do', () => {
  it('tells each name once by its clause, a pair as a pair, and the writer as "you"', () => {
    expect(
      texts(namedOthersIn(["Anika mentioned that Vikram's dementia has progressed. Yuki flew out to Osaka, and Vikram's sister rang me.", 'She and Omar and Priya are moving. Daniel says I should visit.'], anika)),
    ).toEqual(["Vikram's dementia has progressed", 'Yuki flew out to Osaka', 'Omar and Priya are moving', 'Daniel says you should visit']);
  });

  it('leaves places, things opening a sentence, the person and their shortened name alone', () => {
    expect(namedOthersIn(['Went to Boots. Kitchen smelled incredible. Boston is April 19. Anika says hi. Ani wants a nap. Arsenal lost.'], anika)).toEqual([]);
  });
});
