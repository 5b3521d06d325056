import { describe, expect, it } from 'vitest';
import { MESSAGE_WARNINGS, messageWarnings, type MessageWarning } from './safety.ts';
import { HELD_OUT, TUNING, type LabelledMessage } from './safety-corpus.ts';

const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.85;

type Tally = { truePositives: number; falsePositives: number; falseNegatives: number };
type Score = { precision: number; recall: number };

const emptyTally = (): Tally => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

/** A code never expected and never raised is perfect on both counts. */
function scoreOf({ truePositives, falsePositives, falseNegatives }: Tally): Score {
  const raised = truePositives + falsePositives;
  const expected = truePositives + falseNegatives;
  return {
    precision: raised === 0 ? 1 : truePositives / raised,
    recall: expected === 0 ? 1 : truePositives / expected,
  };
}

/** Counts every (message, code) pair: raised and expected, raised only, expected only. */
function tallyOf(corpus: readonly LabelledMessage[]) {
  const byCode = new Map<MessageWarning, Tally>(MESSAGE_WARNINGS.map((code) => [code, emptyTally()]));
  const overall = emptyTally();
  const misses: string[] = [];
  for (const [text, expected] of corpus) {
    const raised = messageWarnings(text);
    for (const code of MESSAGE_WARNINGS) {
      const isRaised = raised.includes(code);
      const isExpected = expected.includes(code);
      const key = isRaised ? (isExpected ? 'truePositives' : 'falsePositives') : 'falseNegatives';
      if (!isRaised && !isExpected) continue;
      for (const tally of [byCode.get(code), overall]) if (tally) tally[key] += 1;
      if (key !== 'truePositives') misses.push(`${key === 'falsePositives' ? '+' : '-'}${code}: ${text}`);
    }
  }
  return { byCode, overall, misses };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function report(name: string, corpus: readonly LabelledMessage[]): Score {
  const { byCode, overall, misses } = tallyOf(corpus);
  const rows = [...byCode].map(([code, tally]) => {
    const { precision, recall } = scoreOf(tally);
    return `  ${code.padEnd(17)} precision ${percent(precision).padStart(6)}  recall ${percent(recall).padStart(6)}`;
  });
  const total = scoreOf(overall);
  console.log(
    [
      `${name}: ${corpus.length} messages`,
      ...rows,
      `  ${'overall'.padEnd(17)} precision ${percent(total.precision).padStart(6)}  recall ${percent(total.recall).padStart(6)}`,
      ...misses.map((miss) => `  ${miss}`),
    ].join('\n'),
  );
  return total;
}

describe('the scam guard on the labelled corpus', () => {
  it('holds at least 200 messages: 80 scams across every code and 120 ordinary ones', () => {
    const corpus = [...TUNING, ...HELD_OUT];
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(corpus.filter(([, expected]) => expected.length > 0).length).toBeGreaterThanOrEqual(80);
    expect(corpus.filter(([, expected]) => expected.length === 0).length).toBeGreaterThanOrEqual(120);
    for (const code of MESSAGE_WARNINGS)
      expect(corpus.filter(([, expected]) => expected.includes(code)).length, code).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['tuning part', TUNING],
    ['held-out part', HELD_OUT],
  ] as const)('reaches the precision and recall floors on the %s', (name, corpus) => {
    const { precision, recall } = report(name, corpus);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
