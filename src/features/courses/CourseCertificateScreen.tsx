import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { pages } from '@machines/access/pages';
import type { UploadMachine } from '@machines/app/upload';
import { PERSONNEL_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { statusFamilies } from '@machines/workflows';
import { TemplateDesignerContext } from '../../components/actorContexts';
import { TemplateDesigner } from '../../components/certificateTemplate/TemplateDesigner';
import { PageHeading } from '../../components/PageHeading';
import { StatusChip } from '../../components/StatusChip';
import { appUploadMachine } from '../../components/uploadBinding';
import type { Course } from '../../lib/api/courses';
import { useEntryName } from '../../lib/entryName';
import { appCourseTemplateDesigner } from './courseActors';
import { CourseParamRoute } from './CourseParamRoute';

/** `/courseCertificate?course=…`: the certificate template of one of the institution's courses. */
export function CourseCertificateRoute() {
  const { t } = useTranslation();
  return (
    <CourseParamRoute title={t('route.courseCertificate')} noCourse={t('course.template.noCourse')}>
      {(course) => (
        <TemplateDesignerContext.Provider
          logic={appCourseTemplateDesigner}
          options={{ input: { recordId: course.id } }}
        >
          <CourseCertificateScreen course={course} uploadLogic={appUploadMachine} />
        </TemplateDesignerContext.Provider>
      )}
    </CourseParamRoute>
  );
}

export interface CourseCertificateScreenProps {
  readonly course: Course;
  /** Where backgrounds are uploaded. */
  readonly uploadLogic: UploadMachine;
}

/**
 * A course's own certificate template: the personnel certificate its trainees receive
 * (the level it leads to named), designed while the course is being written, shown as it
 * will be drawn once the course has been sent. Without one, the level's template is used.
 * The designer's machine (TemplateDesignerContext) is bound above it.
 */
export function CourseCertificateScreen({ course, uploadLogic }: CourseCertificateScreenProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const editable = statusFamilies.course.snapshotOf(course.status).hasTag('editable');
  const certificate = course.certificateLevel.name
    ? `${entryName(course.certificateType)} · ${entryName(course.certificateLevel)}`
    : t('course.template.noLevel');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>{t('course.template.pageTitle', { name: course.name })}</PageHeading>
        <StatusChip family="course" code={course.status} size="medium" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={pages.traningApply.path} startIcon={<ArrowBackIcon />}>
          {t('course.backToList')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('course.template.leadsTo', { certificate })}
        </Typography>
      </Stack>
      <Alert severity="info">
        {editable ? t('course.template.hint') : t('course.template.fixed')}
      </Alert>
      <Typography component="h2" variant="h6">
        {t('course.template.designer')}
      </Typography>
      <TemplateDesigner
        fields={PERSONNEL_CERTIFICATE_FIELDS}
        uploadLogic={uploadLogic}
        title={t('course.template.designer')}
        readOnly={!editable}
        noTemplate={t('course.template.none')}
      />
    </Stack>
  );
}
