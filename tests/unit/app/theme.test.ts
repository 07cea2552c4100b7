import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { THEME_COLORS } from '@machines/app/layoutSettings';
import { createAppTheme, STATUS_PALETTE } from '../../../src/app/theme';

const settings = { primaryColor: THEME_COLORS.blue, size: 'small', language: 'zh' } as const;

/** WCAG AA for normal text: chip labels and links are small. */
const AA = 4.5;
const WHITE = '#fff';

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

  it("names MUI's own controls in the chosen language, MUI's English otherwise", () => {
    const zh = createAppTheme(settings).components;
    expect(zh?.MuiAlert?.defaultProps?.closeText).toBe('关闭');
    expect(zh?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('没有可用选项');
    expect(zh?.MuiBreadcrumbs?.defaultProps?.expandText).toBe('展开');
    const en = createAppTheme({ ...settings, language: 'en' }).components;
    expect(en?.MuiAlert?.defaultProps?.closeText).toBeUndefined();
    // The size defaults are merged with the texts, not replaced by them.
    expect(zh?.MuiButton?.defaultProps?.size).toBe('small');
  });

  it.each(Object.entries(THEME_COLORS))(
    'keeps AA contrast in the %s theme: white on it, it on white and on the page',
    (_name, color) => {
      const theme = createAppTheme({ ...settings, primaryColor: color });
      const { main, contrastText } = theme.palette.primary;
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, WHITE)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(Object.keys(STATUS_PALETTE) as (keyof typeof STATUS_PALETTE)[])(
    'keeps AA contrast in the %s status colour',
    (color) => {
      const theme = createAppTheme(settings);
      const { main, contrastText } = theme.palette[color];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
      expect(
        getContrastRatio(theme.palette.text.secondary, theme.palette.background.default),
      ).toBeGreaterThanOrEqual(AA);
    },
  );
});
