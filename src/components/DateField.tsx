import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useTheme } from '@mui/material/styles';
import 'dayjs/locale/zh-cn';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import type { Language } from '@machines/app/layoutSettings';

/** What the field shows and takes, in the interface's language; the value stays ISO. */
const LOCALES: Record<
  Language,
  {
    adapter: string;
    format: string;
    texts: typeof zhCN.components.MuiLocalizationProvider.defaultProps.localeText;
  }
> = {
  zh: {
    adapter: 'zh-cn',
    format: 'YYYY-MM-DD',
    texts: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  },
  en: {
    adapter: 'en',
    // One format per language everywhere: tables and details write YYYY-MM-DD in both.
    format: 'YYYY-MM-DD',
    texts: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  },
};

/** How dates travel (URL, API): YYYY-MM-DD, whatever the language shows. */
const ISO_DATE = 'YYYY-MM-DD';

export interface DateFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  /** YYYY-MM-DD, or '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: boolean;
  readonly helperText?: string;
  /** Pixels, or `'100%'` to fill a form's column. */
  readonly width?: number | string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/**
 * A date typed or picked from a calendar (MUI X date picker), written YYYY-MM-DD as every
 * table and detail writes it, with the picker's own texts (month names, buttons) in the
 * interface's language. Every date field of the app is this one.
 */
export function DateField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  helperText,
  width = 170,
  required,
  disabled,
}: DateFieldProps) {
  const { i18n } = useTranslation();
  // The picker's field is its own component: it takes the chosen size from the text field's.
  const size = useTheme().components?.MuiTextField?.defaultProps?.size;
  const locale = LOCALES[i18n.language === 'en' ? 'en' : 'zh'];
  const parsed = value ? dayjs(value, ISO_DATE) : null;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.adapter}
      localeText={locale.texts}
    >
      <DatePicker
        label={label}
        value={parsed?.isValid() ? parsed : null}
        format={locale.format}
        onChange={(next) => onChange(next?.isValid() ? next.format(ISO_DATE) : '')}
        disabled={disabled}
        slotProps={{
          textField: { id, name, error, helperText, size, required, sx: { width } },
        }}
      />
    </LocalizationProvider>
  );
}
