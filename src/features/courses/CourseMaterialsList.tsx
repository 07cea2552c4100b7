import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createActorContext } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PAGE_SIZE } from '@machines/app/listQuery';
import type { CourseMaterial } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import { DocumentPreviews } from '../../components/DocumentPreviews';
import { useNoticeText } from '../../lib/noticeText';
import * as coursesApi from '../../lib/api/courses';

/** A course's materials, newest first: the most one page holds (a course keeps a few). */
export const appMaterialsLoader = detailLoaderOf<readonly CourseMaterial[]>(async (courseId) => {
  const page = await coursesApi.fetchMaterials(courseId, {
    pageIndex: 1,
    pageSize: MAX_PAGE_SIZE,
    sort: null,
    filters: {},
  });
  return page.list;
});
export const MaterialsContext = createActorContext(appMaterialsLoader);

function LoadedMaterials() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const result = MaterialsContext.useSelector((s) => s.output);
  if (!result) return <Skeleton variant="rectangular" height={120} aria-label={t('app.loading')} />;
  if (!result.ok) return <Alert severity="error">{text(result.error)}</Alert>;
  if (result.detail.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('course.material.none')}
      </Typography>
    );
  }
  return (
    <DocumentPreviews
      documents={result.detail.map((material) => ({ label: material.name, file: material.file }))}
      missingText=""
    />
  );
}

/** The course's materials as its reviewers and its institution read them (previews). */
export function CourseMaterialsList({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('course.materials')}
      </Typography>
      <MaterialsContext.Provider logic={appMaterialsLoader} options={{ input: { id: courseId } }}>
        <LoadedMaterials />
      </MaterialsContext.Provider>
    </Stack>
  );
}
