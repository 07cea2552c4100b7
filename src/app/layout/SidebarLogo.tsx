import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

/** The system's mark (and name, when open) at the sidebar's top, a layout setting. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: 56 }}>
      <VerifiedOutlinedIcon color="primary" />
      {!collapsed && (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
