import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../../src/app/theme';

const settings = { primaryColor: '#1890ff', size: 'small', language: 'zh' } as const;

describe('app theme', () => {
  it('animates by default', () => {
    const theme = createAppTheme(settings);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  });

  it('has no motion when the system asks for reduced motion', () => {
    const theme = createAppTheme({ ...settings, reducedMotion: true });
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
  });
});
