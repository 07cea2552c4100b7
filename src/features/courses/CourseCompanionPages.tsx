import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { pages } from '@machines/access/pages';
import { coursePagePath } from './courseParam';

const COMPANION_PAGES = [
  { page: 'courseDocument', labelKey: 'course.materials', icon: <FolderOpenIcon /> },
  { page: 'courseCertificate', labelKey: 'course.certificate', icon: <WorkspacePremiumIcon /> },
] as const;

/**
 * From the course's form to the pages that complete it: its materials and its certificate
 * template (also in the row's "more" menu, where nobody filling in the form looks). A new
 * course has them once its first draft is saved. Leaving with unsaved changes asks first
 * (the form's guard).
 */
export function CourseCompanionPages({ courseId }: { readonly courseId: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-label={t('course.companionPages')}>
      <Typography variant="subtitle2" component="h3">
        {t('course.companionPages')}
      </Typography>
      {courseId === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('course.companionPagesLater')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {COMPANION_PAGES.map(({ page, labelKey, icon }) => (
            <Button
              key={page}
              variant="outlined"
              component={RouterLink}
              to={coursePagePath(pages[page].path, courseId)}
              startIcon={icon}
            >
              {t(labelKey)}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
