import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_MODEL_PATH, listModelJson } from '../../../../../eval/train-categories';
import { createBuiltinEngine } from './builtin-engine';
import { heardIn } from './list-model';
import { personWords } from './person-words';
import { personWith } from '../../../test/person-context';

const ines = personWords('Ines', 'Friend');

describe('the list model', () => {
  it('is what `npm run train` counts from the labelled people of eval/seen', () => {
    expect(readFileSync(LIST_MODEL_PATH, 'utf8')).toBe(listModelJson());
  });

  it('places a sentence in the list its words belong to, cut to an item, and leaves the writer’s own and small talk', () => {
    expect(heardIn(["Ines still can't sleep since the burglary.", 'She wants to walk the Camino next year.'], ines)).toEqual([
      { list: 'challenges', text: "Ines still can't sleep since the burglary" },
      { list: 'goals', text: 'She wants to walk the Camino next year' },
    ]);
    expect(heardIn(['I volunteer at the food bank on Saturdays. My knee is killing me.'], ines)).toEqual([]);
  });

  it('says the writer back as "you" and cuts before a bracket the cut would leave open', () => {
    const [told, cut] = heardIn(
      ['She talked about Ursula Le Guin for an hour and I fell for her.', "Ines's revision timetable is colour-coded and terrifying (the most organised teenager alive, honestly)."],
      ines,
    );
    expect(told?.text).toBe('She talked about Ursula Le Guin for an hour and you fell for her');
    expect(cut?.text).toBe("Ines's revision timetable is colour-coded and terrifying");
  });

  it('adds nothing to a summary that already shows what the sentence says', async () => {
    const summary = await createBuiltinEngine().summarisePerson(personWith(['Ines really loves Arsenal.'], { name: 'Ines' }));
    expect(summary.interests).toEqual(['Arsenal']);
  });
});
