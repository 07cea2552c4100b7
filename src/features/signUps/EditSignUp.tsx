import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { SignUp } from '@machines/contracts';
import { DetailResultView, RecordDialog } from '../../components/RecordDialog';
import { OpenCourseContext } from './signUpActors';
import { BoundSignUpEditDialog } from './boundSignUpForms';
import type { SignUpMode } from './SignUpFormDialog';

export interface EditSignUpProps {
  readonly signUp: SignUp;
  readonly mode: SignUpMode;
  readonly onClose: () => void;
  readonly onSaved: () => void;
  readonly onReload: () => void;
}

/**
 * Changing a waiting sign-up: its course's open sessions loaded first (OpenCourseContext),
 * then the form; a course that takes no sign-ups now says so.
 */
export function EditSignUp({ signUp, mode, onClose, onSaved, onReload }: EditSignUpProps) {
  const { t } = useTranslation();
  const result = OpenCourseContext.useSelector((s) => s.output);
  if (result?.ok && result.detail) {
    return (
      <BoundSignUpEditDialog
        course={result.detail}
        mode={mode}
        editing={signUp}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <RecordDialog title={t('signUp.editTitle', { course: signUp.courseName })} onClose={onClose}>
      <DetailResultView
        result={result}
        failedTitle={t('signUp.courseLoadFailed')}
        onReload={onReload}
      >
        {() => <Alert severity="info">{t('error.signUpClosed')}</Alert>}
      </DetailResultView>
    </RecordDialog>
  );
}
