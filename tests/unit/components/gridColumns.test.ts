/** Columns are never narrower than their header, nor a status column than its widest chip. */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { statusFamilies } from '@machines/workflows';
import {
  chipColumnWidth,
  headerWidth,
  statusColumn,
  textColumn,
} from '../../../src/components/gridColumns';
import { labelWidth } from '../../../src/lib/labelWidth';
import { initI18n } from '../../../src/lib/i18n';

interface Row {
  readonly id: number;
  readonly creditCode: string;
  readonly status: number;
}

describe('grid columns', () => {
  it('makes a text column flex, at least as wide as its header', () => {
    const column = textColumn<Row>('creditCode', 'Unified social credit code', { minWidth: 60 });
    expect(column.flex).toBe(1);
    expect(column.minWidth).toBe(headerWidth('Unified social credit code', false));
    expect(column.minWidth).toBeGreaterThan(labelWidth('Unified social credit code', { size: 14 }));
  });

  it('keeps a wider data minimum than the header needs', () => {
    expect(textColumn<Row>('creditCode', 'Code', { minWidth: 180 }).minWidth).toBe(180);
  });

  it('leaves room for the sort arrow of a sortable column', () => {
    expect(headerWidth('Status', true)).toBeGreaterThan(headerWidth('Status', false));
  });

  it.each(['zh', 'en'] as const)('fits the widest chip of a family (%s)', async (language) => {
    await initI18n(language);
    const t = i18next.t.bind(i18next);
    const column = statusColumn<Row>('status', t('field.status'), 'signUp', t);
    for (const status of statusFamilies.signUp.statuses) {
      expect(column.minWidth).toBeGreaterThan(labelWidth(t(status.meta.label), { size: 13 }));
    }
  });

  it('estimates Chinese wider than Latin where there is no canvas', () => {
    expect(labelWidth('实名认证', { size: 14 })).toBe(56);
    expect(chipColumnWidth('状态', ['已通过'])).toBeGreaterThanOrEqual(39 + 20 + 20);
  });
});
