import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import {
  COMPONENT_SIZES,
  THEME_COLORS,
  type Appearance,
  type ThemeColorName,
} from '@machines/app/layoutSettings';
import { LayoutSettingsContext } from '../../components/appActorContexts';

type AppearanceSwitch = keyof Omit<Appearance, 'themeColor'>;
const SWITCHES: readonly AppearanceSwitch[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];
const COLOR_NAMES = Object.keys(THEME_COLORS) as ThemeColorName[];

/** Seed §2: the style drawer: theme colour, tags view, fixed header, sidebar logo. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = LayoutSettingsContext.useActorRef();
  const context = LayoutSettingsContext.useSelector((s) => s.context);
  const change = (changes: Partial<Appearance>) =>
    settings.send({ type: 'APPEARANCE.CHANGED', changes });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The paper is what assistive technology meets: it is the dialog, named by its title.
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'settings-title' } }}
    >
      <Stack spacing={3} sx={{ width: 280, p: 3 }}>
        <Typography id="settings-title" variant="h6" component="h2">
          {t('action.settings')}
        </Typography>

        <Box role="group" aria-labelledby="settings-theme-color">
          <Typography id="settings-theme-color" variant="subtitle2" gutterBottom>
            {t('settings.themeColor')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {COLOR_NAMES.map((name) => {
              const color = THEME_COLORS[name];
              const selected = context.themeColor === color;
              return (
                <ButtonBase
                  key={name}
                  aria-label={t(`settings.color.${name}`)}
                  aria-pressed={selected}
                  onClick={() => change({ themeColor: color })}
                  sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: color, color: '#fff' }}
                >
                  {selected && <CheckIcon fontSize="small" />}
                </ButtonBase>
              );
            })}
          </Stack>
        </Box>

        <Stack>
          {SWITCHES.map((name) => (
            <FormControlLabel
              key={name}
              label={t(`settings.${name}`)}
              control={
                <Switch
                  checked={context[name]}
                  onChange={(event) => change({ [name]: event.target.checked })}
                />
              }
            />
          ))}
        </Stack>

        <Box>
          <Typography id="settings-size" variant="subtitle2" gutterBottom>
            {t('settings.size')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={context.size}
            aria-labelledby="settings-size"
            onChange={(_, size: unknown) => {
              const chosen = COMPONENT_SIZES.find((option) => option === size);
              if (chosen) settings.send({ type: 'SIZE.CHANGED', size: chosen });
            }}
          >
            {COMPONENT_SIZES.map((size) => (
              <ToggleButton key={size} value={size}>
                {t(`settings.sizes.${size}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Stack>
    </Drawer>
  );
}
