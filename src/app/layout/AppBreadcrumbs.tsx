import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pageTitleKey } from '@machines/access/pages';
import { breadcrumbTrail } from '../navigation/breadcrumb';
import { screenPageIds } from '../routes';
import { useMatchedPageId } from '../routing/useMatchedPageId';

/** Seed §1, §2: from the system's root (the dashboard) to the current page. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const pageId = useMatchedPageId();
  if (!pageId) return null;
  const trail = breadcrumbTrail(pageId);

  return (
    <Breadcrumbs aria-label={t('layout.breadcrumb')} sx={{ minWidth: 0 }}>
      {trail.map((crumb, index) => {
        const title = crumb.root ? t('app.title') : t(pageTitleKey(crumb.id));
        const current = index === trail.length - 1;
        if (current || !screenPageIds.has(crumb.id)) {
          return (
            <Typography
              key={crumb.id}
              color={current ? 'text.primary' : 'text.secondary'}
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
