import { describe, expect, it } from 'vitest';
import {
  readableDetails,
  type DetailWords,
} from '../../../../src/features/logs/adminActionDetails';

const words: DetailWords = {
  label: (key) => ({ name: '名称', typeId: '所属类型', enabled: '启用', sort: '排序' })[key] ?? key,
  value: (key, value) =>
    key === 'typeId'
      ? '信息系统建设和服务能力评估'
      : typeof value === 'boolean'
        ? value
          ? '是'
          : '否'
        : String(value),
  line: (label, value) => `${label}：${value}`,
};

describe('an admin action’s details in words', () => {
  it('says what a change changed, and nothing it left alone', () => {
    const details = {
      before: { typeId: 5, name: '一级', sort: 1, enabled: true },
      after: { typeId: 5, name: '壹级', sort: 1, enabled: false },
    };
    expect(readableDetails(details, words)).toEqual(['名称：一级 → 壹级', '启用：是 → 否']);
  });

  it('lists what was created or deleted, ids by name, bookkeeping left out', () => {
    expect(readableDetails({ after: { typeId: 5, name: '一级' } }, words)).toEqual([
      '所属类型：信息系统建设和服务能力评估',
      '名称：一级',
    ]);
    expect(readableDetails({ before: { id: 9, name: '一级', createdAt: 'x' } }, words)).toEqual([
      '名称：一级',
    ]);
  });

  it('keeps the facts recorded beside a change', () => {
    expect(
      readableDetails({ enabled: false, before: { name: 'a' }, after: { name: 'a' } }, words),
    ).toEqual(['启用：否']);
  });

  it('reads a change of plain values, named by its field when it has one', () => {
    expect(readableDetails({ field: 'name', before: '一级', after: '壹级' }, words)).toEqual([
      '名称：一级 → 壹级',
    ]);
    expect(readableDetails({ before: ['a', 'b'], after: ['a'] }, words)).toEqual([
      'change：a,b → a',
    ]);
  });
});
