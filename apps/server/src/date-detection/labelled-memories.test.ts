import { describe, expect, it } from 'vitest';
import { detectDates } from './detect-dates';
import { LABELLED_MEMORIES, LABELLED_REFERENCE } from '../../test/labelled-sets';

interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  annualAgreements: number;
}

// Date-level: a predicted date is a true positive when the same memory is labelled with it.
function scoreLabelledSet(): Score {
  const score: Score = { truePositives: 0, falsePositives: 0, falseNegatives: 0, annualAgreements: 0 };
  for (const memory of LABELLED_MEMORIES) {
    const predicted = detectDates(memory.text, LABELLED_REFERENCE);
    const labelled = new Map(memory.dates.map((label) => [label.date, label.annual]));
    for (const suggestion of predicted) {
      if (!labelled.has(suggestion.date)) {
        score.falsePositives += 1;
        continue;
      }
      score.truePositives += 1;
      if (labelled.get(suggestion.date) === suggestion.annual) score.annualAgreements += 1;
    }
    score.falseNegatives += memory.dates.filter((label) => !predicted.some((s) => s.date === label.date)).length;
  }
  return score;
}

describe('date detection on the labelled memories', () => {
  it('holds at least 80 memories, a quarter of them without any date', () => {
    const withoutDates = LABELLED_MEMORIES.filter((memory) => memory.dates.length === 0).length;
    expect(LABELLED_MEMORIES.length).toBeGreaterThanOrEqual(80);
    expect(withoutDates / LABELLED_MEMORIES.length).toBeGreaterThanOrEqual(0.25);
  });

  it('reaches a precision and a recall of at least 0.9, and gets the annual flag right', () => {
    const score = scoreLabelledSet();
    const precision = score.truePositives / (score.truePositives + score.falsePositives);
    const recall = score.truePositives / (score.truePositives + score.falseNegatives);
    const annualAccuracy = score.annualAgreements / score.truePositives;
    console.log(
      `date detection on ${LABELLED_MEMORIES.length} labelled memories: ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, annual flag right ${annualAccuracy.toFixed(3)} ` +
        `(${score.truePositives} true positives, ${score.falsePositives} false positives, ${score.falseNegatives} missed)`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(annualAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});
