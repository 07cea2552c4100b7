/**
 * The pure parts of `npm run bench:deadline`: the role mix of a stage, the budgets and the
 * percentile, a stage's verdict, and the lost-write rule.
 */
import { describe, expect, it } from 'vitest';
import { kindBudgetMs, mixOf, percentile, summarise } from '../../bench/support/deadlineReport';
import { StageRecord } from '../../bench/support/scenarioClient';
import { lostRows, WriteLedger } from '../../bench/support/writeLedger';

describe('the deadline bench', () => {
  it('mixes every role into a stage, companies the most, as many users as asked', () => {
    for (const users of [1, 6, 10, 50, 400]) {
      const mix = mixOf(users);
      const total = Object.values(mix).reduce((sum, count) => sum + count, 0);
      if (users >= 6) expect(total).toBe(users);
      for (const count of Object.values(mix)) expect(count).toBeGreaterThanOrEqual(1);
      expect(mix.company).toBeGreaterThanOrEqual(Math.max(...Object.values(mix)));
    }
  });

  it('budgets a list a second, a write two, an export five', () => {
    expect(kindBudgetMs('list: messages')).toBe(1_000);
    expect(kindBudgetMs('credit: submit')).toBe(2_000);
    expect(kindBudgetMs('export: approved credit (xlsx)')).toBe(5_000);
  });

  it('takes the nearest-rank percentile', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('holds a stage beyond budget on one error or one slow kind, and names the worst', () => {
    const calm = new StageRecord();
    for (let call = 0; call < 100; call += 1) calm.record('list: messages', 20);
    calm.record('credit: submit', 1_500);
    calm.endedAt = calm.startedAt + 10_000;
    const summary = summarise(10, calm);
    expect(summary.withinBudget).toBe(true);
    expect(summary.requestsPerSecond).toBe(10);
    expect(summary.worstP99).toEqual({ kind: 'credit: submit', ms: 1_500 });

    const failing = new StageRecord();
    failing.record('list: messages', 20, '500 boom');
    failing.endedAt = failing.startedAt + 1_000;
    expect(summarise(10, failing).withinBudget).toBe(false);
    expect(failing.errorSamples).toEqual(['list: messages: 500 boom']);

    const exporting = new StageRecord();
    exporting.record('list: messages', 20);
    exporting.record('export: approved credit (xlsx)', 6_000);
    exporting.endedAt = exporting.startedAt + 1_000;
    expect(summarise(10, exporting)).toMatchObject({
      withinBudget: false,
      interactiveWithinBudget: true,
    });

    const slow = new StageRecord();
    for (let call = 0; call < 100; call += 1) slow.record('list: messages', 1_200);
    slow.endedAt = slow.startedAt + 1_000;
    expect(summarise(10, slow)).toMatchObject({
      withinBudget: false,
      interactiveWithinBudget: false,
    });
  });

  it('counts a write lost when its row is missing or older than acknowledged', () => {
    const ledger = new WriteLedger();
    ledger.row('credit_applications', 1, { version: 1, status: 0 });
    ledger.row('credit_applications', 1, { version: 3, status: 1 });
    // An answer arriving after a later one does not lower what is expected.
    ledger.row('credit_applications', 1, { version: 2, status: 0 });
    ledger.row('credit_applications', 2, { version: 1, status: 1 });
    ledger.row('credit_applications', 3, { version: 2, status: 2 });
    ledger.row('credit_applications', 4, { version: 1, status: 1 });
    ledger.file('abc');
    expect(ledger.acknowledged).toBe(7);
    const acknowledged = ledger.rows.get('credit_applications') ?? new Map();
    expect(
      lostRows(acknowledged, [
        { id: 1, version: 3, status: 1 },
        // Moved on since (a later step the bench did not see answered): not lost.
        { id: 2, version: 2, status: 2 },
        // Same version, another status: the acknowledged step is not there.
        { id: 3, version: 2, status: 1 },
      ]),
    ).toEqual([3, 4]);
  });
});
