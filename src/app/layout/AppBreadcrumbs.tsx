import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../components/visuallyHidden';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { pageTitleKey } from '@machines/access/pages';
import { SessionContext } from '../../components/appActorContexts';
import { breadcrumbTrail } from '../navigation/breadcrumb';
import { screenPageIds } from '../routes';
import { useCurrentTitleKey } from '../routing/useDocumentTitle';
import { useMatchedPageId } from '../routing/useMatchedPageId';

/**
 * Seed §1, §2: from the system's root (the dashboard, home) through the page's group and,
 * on a detail page, the page it is opened from, to the current page.
 */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const pageId = useMatchedPageId();
  const currentTitleKey = useCurrentTitleKey(pageId ?? 'dashboard');
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  // Under 1200 px the top bar has no room for the system's name: home shows as its icon,
  // the name stays its accessible name.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  if (!pageId) return null;
  const trail = breadcrumbTrail(pageId, role);
  const currentTitle = t(currentTitleKey);

  return (
    <Breadcrumbs aria-label={t('layout.breadcrumb')} sx={{ minWidth: 0, typography: 'body2' }}>
      {trail.map((crumb, index) => {
        // The root is home; seed §1 titles it with the system's name, the icon says home.
        const title = crumb.root ? (
          <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <HomeOutlinedIcon fontSize="small" aria-hidden />
            <Box component="span" sx={compact ? visuallyHidden : undefined}>
              {t('app.title')}
            </Box>
          </Stack>
        ) : index === trail.length - 1 ? (
          currentTitle
        ) : (
          t(pageTitleKey(crumb.id))
        );
        const current = index === trail.length - 1;
        if (current || !screenPageIds.has(crumb.id)) {
          return (
            <Typography
              key={crumb.id}
              color={current ? 'text.primary' : 'text.secondary'}
              variant="body2"
              aria-current={current ? 'page' : undefined}
              noWrap
            >
              {title}
            </Typography>
          );
        }
        return (
          <Link
            key={crumb.id}
            component={RouterLink}
            to={crumb.path}
            underline="hover"
            color="inherit"
          >
            {title}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
