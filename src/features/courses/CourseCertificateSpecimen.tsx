import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERSONNEL_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { TemplateDesignerContext } from '../../components/actorContexts';
import { TemplateDesigner } from '../../components/certificateTemplate/TemplateDesigner';
import { appUploadMachine } from '../../components/uploadBinding';
import { appCourseTemplateDesigner } from './courseActors';

/**
 * The certificate a course's template draws, in the course's detail: what its reviewer
 * approves with the rest. A course without a template of its own issues its level's.
 */
export function CourseCertificateSpecimen({ courseId }: { readonly courseId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('course.certificate')}
      </Typography>
      <TemplateDesignerContext.Provider
        logic={appCourseTemplateDesigner}
        options={{ input: { recordId: courseId } }}
      >
        <TemplateDesigner
          fields={PERSONNEL_CERTIFICATE_FIELDS}
          uploadLogic={appUploadMachine}
          title={t('course.template.designer')}
          readOnly
          noTemplate={t('course.template.none')}
        />
      </TemplateDesignerContext.Provider>
    </Stack>
  );
}
