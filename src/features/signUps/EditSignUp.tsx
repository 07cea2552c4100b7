import { useTranslation } from 'react-i18next';
import type { SignUp } from '@machines/contracts';
import { BoundSignUpEditDialog } from './boundSignUpForms';
import { OpenCourseGate } from './OpenCourseGate';
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
  return (
    <OpenCourseGate
      title={t('signUp.editTitle', { course: signUp.courseName })}
      onClose={onClose}
      onReload={onReload}
    >
      {(course) => (
        <BoundSignUpEditDialog
          course={course}
          mode={mode}
          editing={signUp}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </OpenCourseGate>
  );
}
