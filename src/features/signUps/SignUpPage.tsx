import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import EditIcon from '@mui/icons-material/Edit';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { pages } from '@machines/access/pages';
import type { SignUp } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import { PageHeading } from '../../components/PageHeading';
import { NoRecordNamed, useRecordIdParam } from '../../components/recordIdParam';
import * as signUpsApi from '../../lib/api/signUps';
import { isEditable } from '../../lib/applicationStatus';
import { EditSignUp } from './EditSignUp';
import { CancelSignUpDialog } from './CancelSignUpDialog';
import { BoundDateChangeDialog } from './DateChangeDialog';
import { BoundRetrainDialog } from './RetrainDialog';
import { PersonnelCertificateLink } from './PersonnelCertificateLink';
import {
  appOpenCourseLoader,
  appSignUpDetailLoader,
  ID_PARAM,
  OpenCourseContext,
  SignUpDetailContext,
} from './signUpActors';
import { SignUpDetailContent } from './SignUpDetailContent';
import { useSignUpRecordReview } from './signUpRecordReview';
import { DetailTracker } from '../../components/detailLoader';
import { useSignUpApplicant } from './signUpApplicant';

/** `/traningSignUpEdit?id=…`: one of my sign-ups, reloaded after a cancellation. */
export function SignUpPageRoute() {
  const { t } = useTranslation();
  const { id, key, reload } = useRecordIdParam(ID_PARAM);
  const { review, track } = useSignUpRecordReview(
    ({ id: signUpId, version }) => signUpsApi.cancelSignUp({ id: signUpId, version }),
    reload,
  );
  if (id === null) {
    return <NoRecordNamed title={t('route.traningSignUpEdit')} message={t('signUp.noSignUp')} />;
  }
  return (
    <ReviewContext.Provider logic={review}>
      <SignUpDetailContext.Provider
        key={key}
        logic={appSignUpDetailLoader}
        options={{ input: { id } }}
      >
        <DetailTracker context={SignUpDetailContext} onDetail={track} />
        <SignUpPageScreen
          onReload={reload}
          renderEdit={(signUp, onClose) => (
            <BoundEdit signUp={signUp} onClose={onClose} onSaved={reload} />
          )}
          renderDateChange={(signUp, onClose) => (
            <BoundDateChangeDialog signUp={signUp} onClose={onClose} onAsked={reload} />
          )}
          renderRetrain={(signUp, onClose) => (
            <BoundRetrainDialog signUp={signUp} onClose={onClose} onSignedUp={reload} />
          )}
        />
      </SignUpDetailContext.Provider>
    </ReviewContext.Provider>
  );
}

/** The move of a waiting sign-up, its course's open sessions loaded (retried on failure). */
function BoundEdit({
  signUp,
  onClose,
  onSaved,
}: {
  readonly signUp: SignUp;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const { mode } = useSignUpApplicant();
  const [attempt, setAttempt] = useState(0);
  // The page reloads once the dialog closes, so the saved notice stays until then.
  const saved = useRef(false);
  return (
    <OpenCourseContext.Provider
      key={attempt}
      logic={appOpenCourseLoader}
      options={{ input: { id: signUp.courseId } }}
    >
      <EditSignUp
        signUp={signUp}
        mode={mode}
        onClose={() => {
          onClose();
          if (saved.current) onSaved();
        }}
        onSaved={() => {
          saved.current = true;
        }}
        onReload={() => setAttempt((n) => n + 1)}
      />
    </OpenCourseContext.Provider>
  );
}

export interface SignUpPageScreenProps {
  readonly onReload: () => void;
  /** The change of a waiting sign-up (stories give one bound to no server). */
  readonly renderEdit?: (signUp: SignUp, onClose: () => void) => ReactNode;
  /** The request to move an approved sign-up to another session (likewise). */
  readonly renderDateChange?: (signUp: SignUp, onClose: () => void) => ReactNode;
  /** Signing a trainee who failed the exam up again (likewise). */
  readonly renderRetrain?: (signUp: SignUp, onClose: () => void) => ReactNode;
}

/**
 * The applicant's sign-up: the trainee, course and session, the exam and certificate once
 * there, every step so far; while it waits, a move to another session of the course (an
 * individual's particulars too); once approved, a request to move to another session (the
 * institution decides); once the exam is failed, signing up again for an open session;
 * cancelling it while the workflow allows (asked first).
 */
export function SignUpPageScreen({
  onReload,
  renderEdit,
  renderDateChange,
  renderRetrain,
}: SignUpPageScreenProps) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const [editing, setEditing] = useState<SignUp | null>(null);
  const [moving, setMoving] = useState<SignUp | null>(null);
  const [retaking, setRetaking] = useState<SignUp | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading sx={{ flexGrow: 1 }}>{t('route.traningSignUpEdit')}</PageHeading>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={pages.newApply.path}>
          {t('signUp.backToList')}
        </Button>
      </Stack>
      <SignUpDetailContent
        onReload={onReload}
        actions={({ signUp, availableEvents, mayAskDateChange }) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <PersonnelCertificateLink signUp={signUp} />
            {mayAskDateChange && (
              <Button
                variant="contained"
                startIcon={<EventRepeatIcon />}
                onClick={() => setMoving(signUp)}
              >
                {t('dateChange.ask')}
              </Button>
            )}
            {availableEvents.some((event) => event.type === 'RETRAIN') && (
              <Button
                variant="contained"
                startIcon={<ReplayIcon />}
                onClick={() => setRetaking(signUp)}
              >
                {t('signUp.retrain')}
              </Button>
            )}
            {isEditable(signUp.status, 'signUp') && (
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                onClick={() => setEditing(signUp)}
              >
                {t('signUp.edit')}
              </Button>
            )}
            {availableEvents.some((event) => event.type === 'CANCEL') && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<CancelOutlinedIcon />}
                onClick={() =>
                  review.send({
                    type: 'DECIDE',
                    decision: 'CANCEL',
                    ids: [signUp.id],
                    commentRequired: false,
                  })
                }
              >
                {t('signUp.cancel')}
              </Button>
            )}
          </Stack>
        )}
      />
      <CancelSignUpDialog />
      {editing && renderEdit?.(editing, () => setEditing(null))}
      {moving && renderDateChange?.(moving, () => setMoving(null))}
      {retaking && renderRetrain?.(retaking, () => setRetaking(null))}
    </Stack>
  );
}
