import type { Localization } from '@mui/material/locale';
import type { Language } from '@machines/app/layoutSettings';

/**
 * The texts MUI's own components show (a close button's name, the autocomplete's messages,
 * the collapsed breadcrumbs), for the MUI components this app uses; MUI's defaults are
 * English. Not `zhCN` from '@mui/material/locale': that module builds an
 * `Intl.NumberFormat('zh-CN')` as it is evaluated, for its pagination label, which took a
 * fifth of the entry's evaluation on a first visit (about 50 ms here, four times that on
 * Lighthouse's phone). The data grid's pagination brings its own texts
 * (src/components/ListGridTable.tsx), so no number formatter is needed here.
 */
export const MATERIAL_LOCALES: Readonly<Record<Language, Localization>> = {
  zh: {
    components: {
      MuiAlert: { defaultProps: { closeText: '关闭' } },
      MuiAutocomplete: {
        defaultProps: {
          clearText: '清空',
          closeText: '关闭',
          loadingText: '加载中……',
          noOptionsText: '没有可用选项',
          openText: '打开',
        },
      },
      MuiBreadcrumbs: { defaultProps: { expandText: '展开' } },
    },
  },
  en: {},
};
