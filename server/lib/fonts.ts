/**
 * The Chinese font the server draws with (images now, certificates later): Noto Sans SC
 * (SIL Open Font License) from the npm package `@expo-google-fonts/noto-sans-sc`, so a
 * machine without any CJK font installed draws Chinese the same as any other.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const CJK_FONT_FAMILY = 'Noto Sans SC';

/** The regular and bold faces, as files (resvg loads them by path). */
export function cjkFontFiles(): { regular: string; bold: string } {
  return {
    regular:
      require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  };
}
