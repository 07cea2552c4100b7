import { useTranslation } from 'react-i18next';
import { PERSONNEL_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { TemplateDesignerContext } from '../../components/actorContexts';
import { TemplateDesigner } from '../../components/certificateTemplate/TemplateDesigner';
import { appUploadMachine } from '../../components/uploadBinding';
import { NoRecordNamed, useRecordIdParam } from '../../components/recordIdParam';
import {
  appCertificateLevelLoader,
  appPersonnelTemplateDesigner,
  CertificateLevelContext,
} from './certificateTemplateActors';
import { CertificateTemplateScreen } from './CertificateTemplateScreen';

/** `/platSystemManage/certificateTemplate?id=…`: a certificate level's template. */
export function CertificateTemplateRoute() {
  const { t } = useTranslation();
  const { id, key, reload } = useRecordIdParam();
  if (id === null) {
    return (
      <NoRecordNamed
        title={t('route.certificateTemplate')}
        message={t('certificateTemplate.noneNamed')}
      />
    );
  }
  return (
    <CertificateLevelContext.Provider
      key={key}
      logic={appCertificateLevelLoader}
      options={{ input: { id } }}
    >
      <CertificateTemplateScreen
        onReload={reload}
        renderTemplate={(level) => (
          <TemplateDesignerContext.Provider
            logic={appPersonnelTemplateDesigner}
            options={{ input: { recordId: level.id } }}
          >
            <TemplateDesigner
              fields={PERSONNEL_CERTIFICATE_FIELDS}
              uploadLogic={appUploadMachine}
              title={t('certificateTemplate.designer')}
            />
          </TemplateDesignerContext.Provider>
        )}
      />
    </CertificateLevelContext.Provider>
  );
}
