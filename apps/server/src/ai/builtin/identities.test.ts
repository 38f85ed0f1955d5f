import { describe, expect, it } from 'vitest';
import { identitiesOf } from './identities';
import { personWords } from './person-words';

const texts = (facts: readonly { text: string }[]) => facts.map((fact) => fact.text);
const kwame = personWords('Kwame Asante', 'Colleague');

describe('identitiesOf: where they are from and the trait a friend puts first', () => {
  it('reads where they are from, with the town when it follows', () => {
    expect(texts(identitiesOf("Mentioned the jollof war again; as a proud Ghanaian he insists Ghana's wins.", kwame))).toEqual(['Proud Ghanaian']);
    expect(texts(identitiesOf("SAD is bad this year. She's Norwegian, from Bergen, and says the dark is worse here.", kwame))).toEqual(['Norwegian, from Bergen']);
    expect(texts(identitiesOf('our favourite kiwi still shows ppl the crooked finger', kwame))).toEqual(['Kiwi']);
    expect(texts(identitiesOf("Kwame is half Japanese and proud of it.", kwame))).toEqual(['Half Japanese']);
  });

  it('leaves a thing named by where it is from, and the writer, alone', () => {
    expect(identitiesOf('Turkish tea after the lesson, Irish soda bread on the side.', kwame)).toEqual([]);
    expect(identitiesOf("I'm Welsh, so I get it. We're Irish on Dad's side.", kwame)).toEqual([]);
  });

  it('reads the trait told as the most of anyone the writer knows, not a first or a best', () => {
    expect(texts(identitiesOf("Hasn't DJ'd in years. Most loyal person I know.", kwame))).toEqual(['Most loyal person I know']);
    expect(texts(identitiesOf('Revision timetable is colour-coded (the most organised teenager alive).', kwame))).toEqual(['Most organised teenager alive']);
    expect(identitiesOf('Best friend I ever had. The oldest man in the world lives near her.', kwame)).toEqual([]);
  });
});
