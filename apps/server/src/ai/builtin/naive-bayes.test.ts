import { describe, expect, it } from 'vitest';
import { bestOf, countFeatures, featuresOf, scoresOf } from './naive-bayes';
import { personWords } from './person-words';

const LABELS = ['Hobby', 'Gift'] as const;
const ana = personWords('Ana', 'Friend');

describe('the naive Bayes counts', () => {
  it('reads words and word pairs, any word for the person as the same one, function words only in pairs', () => {
    const features = featuresOf("Maya's new job at Arup! Maya starts Monday", personWords('Maya Patel', 'Friend'));
    expect([...features]).toEqual(expect.arrayContaining(['@person', 'new job', 'job at', 'arup', '@person starts']));
    expect(features.has('maya')).toBe(false);
    expect(features.has('at')).toBe(false);
    expect([...featuresOf('Tom got engaged', personWords('Tom', 'Friend'))]).toEqual(['@person', 'got', 'engaged', '@person got', 'got engaged']);
  });

  it('counts the texts of each label that hold each feature, once per text', () => {
    const { texts, features } = countFeatures(LABELS, [
      { text: 'Ana baked bread, bread everywhere', person: ana, label: 'Hobby' },
      { text: 'Ana baked me a cake', person: ana, label: 'Gift' },
    ]);
    expect(texts).toEqual([1, 1]);
    expect(features.find(([feature]) => feature === 'baked')).toEqual(['baked', 0, 1, 1, 1]);
    expect(features.find(([feature]) => feature === 'bread')).toEqual(['bread', 0, 1]);
  });

  it('scores a text by the labels its words were counted with', () => {
    const counts = countFeatures(LABELS, [
      { text: 'Ana baked bread again', person: ana, label: 'Hobby' },
      { text: 'Ana knitted me a scarf', person: ana, label: 'Gift' },
    ]);
    expect(LABELS[bestOf(scoresOf(counts, 'Ana knitted a scarf for me', ana))]).toBe('Gift');
    expect(LABELS[bestOf(scoresOf(counts, 'bread, bread, bread', ana))]).toBe('Hobby');
  });
});
