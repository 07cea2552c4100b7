import { DOCUMENT_TYPES } from '@machines/app/upload';
import { UploadContext } from '../../components/actorContexts';
import {
  type ApplicantFormArea,
  type ApplicantFormHostProps,
  type ApplicantFormProps,
  ListedApplicantFormHost,
} from '../../components/ApplicantFormHost';
import { appUploadMachine } from '../../components/uploadBinding';
import * as realnameApi from '../../lib/api/realname';
import type { RealnameApplication, RealnameDetail, RealnameFields } from '../../lib/api/realname';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import { appDetailLoader } from './realnameActors';
import { RealnameForm } from './RealnameForm';

/** The application's form with the upload of its business licence. */
function RealnameFormWithUpload({ record, ...props }: ApplicantFormProps<RealnameApplication>) {
  return (
    <UploadContext.Provider
      logic={appUploadMachine}
      options={{ input: { accept: DOCUMENT_TYPES, stored: record?.licenceFile ?? null } }}
    >
      <RealnameForm application={record} {...props} />
    </UploadContext.Provider>
  );
}

const REALNAME_FORM: ApplicantFormArea<RealnameFields, RealnameApplication, RealnameDetail> = {
  prefix: 'realname',
  saveDraft: realnameApi.saveApplication,
  submit: realnameApi.submitApplication,
  detailLoader: appDetailLoader,
  editable: ({ application, events }) =>
    isEditable(application.status)
      ? { record: application, returnComment: returnCommentOf(application.status, events) }
      : null,
  Form: RealnameFormWithUpload,
};

/** Opens the form for a new application, or for an existing one once it is loaded. */
export function RealnameFormHost(props: ApplicantFormHostProps) {
  return <ListedApplicantFormHost area={REALNAME_FORM} {...props} />;
}
