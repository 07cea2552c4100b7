/** Every label the log and message screens show exists in both catalogues. */
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import zh from '@locales/zh.json';
import {
  ADMIN_ACTION_CODES,
  ADMIN_TARGET_TYPES,
  LOGIN_FAILURE_REASONS,
  LOGIN_RESULTS,
  adminActionLabel,
  adminTargetLabel,
  loginReasonLabel,
} from '@machines/app/logLabels';
import { MESSAGE_AUDIENCES, MESSAGE_READ_STATES } from '@machines/app/messageLabels';

type Catalogue = { readonly [key: string]: string | Catalogue };

const textOf = (catalogue: Catalogue, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Catalogue)[part] : undefined,
      catalogue,
    );

const keyOf = (label: { key: string } | { text: string } | null) =>
  label !== null && 'key' in label ? label.key : null;

const keys = [
  ...Object.values(LOGIN_RESULTS).map((meta) => meta.label),
  ...LOGIN_FAILURE_REASONS.map((reason) => keyOf(loginReasonLabel(reason))),
  ...ADMIN_ACTION_CODES.map((code) => keyOf(adminActionLabel(code))),
  ...ADMIN_TARGET_TYPES.map((type) => keyOf(adminTargetLabel(type))),
  ...Object.values(MESSAGE_READ_STATES).map((meta) => meta.label),
  ...Object.values(MESSAGE_AUDIENCES),
];

describe('log and message labels', () => {
  it.each(keys)('%s is in both catalogues', (key) => {
    expect(key).not.toBeNull();
    expect(typeof textOf(zh as Catalogue, key ?? '')).toBe('string');
    expect(typeof textOf(en as Catalogue, key ?? '')).toBe('string');
  });

  it('shows values this build does not know as themselves', () => {
    expect(loginReasonLabel('rate_limited')).toEqual({ text: 'rate_limited' });
    expect(loginReasonLabel(null)).toBeNull();
    expect(adminActionLabel('account.purge')).toEqual({ text: 'account.purge' });
    expect(adminTargetLabel('sessions')).toEqual({ text: 'sessions' });
  });
});
