import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { LoadingOverlayContext } from '../../components/appActorContexts';

/** The global loading indicator: a bar at the very top, once requests take > 300 ms. */
export function LoadingBar() {
  const { t } = useTranslation();
  const visible = LoadingOverlayContext.useSelector((s) => s.matches({ busy: 'visible' }));
  if (!visible) return null;
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip }}
    />
  );
}
