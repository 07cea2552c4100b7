import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { OpenCourse } from '@machines/contracts';
import { DetailResultView, RecordDialog } from '../../components/RecordDialog';
import { OpenCourseContext } from './signUpActors';

export interface OpenCourseGateProps {
  /** The dialog's title while the course loads, fails, or takes no sign-ups. */
  readonly title: string;
  readonly onClose: () => void;
  readonly onReload: () => void;
  /** The form, once the course's open sessions are there. */
  readonly children: (course: OpenCourse) => ReactNode;
}

/**
 * A sign-up's course as open now (OpenCourseContext), before a form that picks one of its
 * sessions: loading, failed with a retry, closed to sign-up (said so), or the form.
 */
export function OpenCourseGate({ title, onClose, onReload, children }: OpenCourseGateProps) {
  const { t } = useTranslation();
  const result = OpenCourseContext.useSelector((s) => s.output);
  if (result?.ok && result.detail) return children(result.detail);
  return (
    <RecordDialog title={title} onClose={onClose}>
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
