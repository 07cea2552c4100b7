import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { pageTitleKey } from '@machines/access/pages';
import { tagAfterClosing, type VisitedTag } from '@machines/app/tagsView';
import { TagsViewContext } from '../../components/appActorContexts';

/** The visited pages as tabs, the dashboard pinned (seed §2, when the setting is on). */
export function TagsViewBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const tagsView = TagsViewContext.useActorRef();
  const tags = TagsViewContext.useSelector((s) => s.context.tags);
  const here = pathname + search;

  const close = (tag: VisitedTag) => {
    if (tag.path === here) navigate(tagAfterClosing(tags, tag.path)?.path ?? '/');
    tagsView.send({ type: 'CLOSE', path: tag.path });
  };

  return (
    <Box
      component="nav"
      aria-label={t('layout.tagsView')}
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 1,
        py: 0.5,
        overflowX: 'auto',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {tags.map((tag) => {
        const active = tag.path === here;
        return (
          <Chip
            key={tag.path}
            component={RouterLink}
            to={tag.path}
            clickable
            size="small"
            label={t(pageTitleKey(tag.pageId))}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-current={active ? 'page' : undefined}
            onDelete={
              tag.affix
                ? undefined
                : (event: { preventDefault: () => void }) => {
                    // The chip is a router link: without this the × also opens the page.
                    event.preventDefault();
                    close(tag);
                  }
            }
          />
        );
      })}
    </Box>
  );
}
