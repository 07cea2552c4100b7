import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../../../src/lib/i18n';
import { timeAgo } from '../../../src/lib/timeAgo';

const now = new Date('2026-03-10T12:00:00');
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000);

beforeAll(async () => {
  await initI18n('zh');
});

describe('timeAgo (seed §9)', () => {
  it.each([
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [119, '1分钟前'],
    [59 * 60 + 59, '59分钟前'],
    [3600, '1小时前'],
    [5 * 3600 + 40 * 60, '5小时前'],
    [24 * 3600 - 1, '23小时前'],
    [24 * 3600, '1天前'],
    [2 * 24 * 3600 - 1, '1天前'],
  ])('%i s ago reads %s', (seconds, expected) => {
    expect(timeAgo(secondsBefore(seconds), now, i18next.t)).toBe(expected);
  });

  it('shows the date from two days on', () => {
    expect(timeAgo(secondsBefore(2 * 24 * 3600), now, i18next.t)).toBe('2026-03-08');
  });

  it('speaks English too', async () => {
    await switchLanguage('en');
    expect(timeAgo(secondsBefore(10), now, i18next.t)).toBe('just now');
    expect(timeAgo(secondsBefore(150), now, i18next.t)).toBe('2 min ago');
    expect(timeAgo(secondsBefore(3 * 3600), now, i18next.t)).toBe('3 h ago');
    expect(timeAgo(secondsBefore(30 * 3600), now, i18next.t)).toBe('1 day ago');
    expect(timeAgo(secondsBefore(2 * 24 * 3600), now, i18next.t)).toBe('2026-03-08');
    await switchLanguage('zh');
  });
});
