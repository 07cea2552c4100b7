import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { BatchReviewProvider } from '../../components/batchReview';
import { useDetailParam } from '../../components/detailParam';
import { ExportButton } from '../../components/ExportButton';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, textColumn, viewAction } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import type { ListQuery } from '@machines/app/listQuery';
import * as signUpsApi from '../../lib/api/signUps';
import { type BlobAnswer } from '../../lib/api/client';
import type { SignUp } from '../../lib/api/signUps';
import { appSignUpDetailLoader, ID_PARAM, personnelCertificatePath } from './signUpActors';
import { signUpColumns } from '../../components/signUpColumns';
import { SignUpReviewDialog } from './SignUpReviewDialog';

/**
 * Issuing several certificates at once, or rejecting them with one reason. The platform
 * and the experts are offered the same steps, so either party decides the rows.
 */
const BATCH: BatchDecisions<SignUp> = {
  family: 'signUp',
  party: 'platform',
  decisions: ['ISSUE', 'REJECT_CERTIFICATE'],
  labelOf: (row) => row.traineeName,
};

/** The open certificate is the page's parameter, not the list's. */
const PRESERVED: readonly string[] = [ID_PARAM];

/** `usercerditCheck`: the platform's and the experts' queue (an expert's own line only). */
export function CertificateCheckRoute() {
  return (
    <ListRouteProvider fetchPage={signUpsApi.fetchCertificateQueue} preserve={PRESERVED}>
      <BatchReviewProvider decide={signUpsApi.decideCertificates}>
        <CertificateCheckScreen
          exportQueue={signUpsApi.exportCertificateQueue}
          renderDetail={(id, onClose) => (
            <SignUpReviewDialog
              key={id}
              id={id}
              onClose={onClose}
              logic={appSignUpDetailLoader}
              decide={signUpsApi.decideCertificate}
            />
          )}
        />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

function certificateFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'signUp' },
    { kind: 'text', name: 'traineeName', label: t('signUp.field.name') },
    { kind: 'text', name: 'courseName', label: t('signUp.course') },
    { kind: 'text', name: 'certificateNumber', label: t('signUp.certificateNumber') },
  ];
}

export interface CertificateCheckScreenProps {
  /** The dialog of the sign-up the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
  /** The queue under its filters as xlsx (absent: no export offered). */
  readonly exportQueue?: (query: ListQuery) => Promise<BlobAnswer>;
  /** Saves the export through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * Passed trainees' certificates, those waiting first: filters in the URL, a batch issue
 * or rejection (only waiting rows are selectable), and each sign-up's dialog with the
 * trainee, exam, certificate, timeline and the reviewer's steps (`?id=`).
 */
export function CertificateCheckScreen({
  renderDetail,
  exportQueue,
  save,
}: CertificateCheckScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openId, open } = useDetailParam(ID_PARAM);
  const filters = useMemo(() => certificateFilters(t), [t]);
  const column = signUpColumns(t);
  const columns: GridColDef<SignUp>[] = [
    // The ID card number is the dialog's: the list keeps room for the number and actions.
    column.trainee,
    column.course,
    column.institution,
    textColumn<SignUp>('examScore', t('signUp.examScore'), { minWidth: 90 }),
    textColumn<SignUp>('certificateNumber', t('signUp.certificateNumber'), { minWidth: 200 }),
    column.status,
    rowActionsColumn<SignUp>(
      t('signUp.actions'),
      ({ row }) => [
        viewAction(t('signUp.view'), () => open(row.id)),
        <GridActionsCellItem
          key="page"
          icon={<OpenInNewIcon />}
          label={t('signUp.openPage')}
          onClick={() => void navigate(personnelCertificatePath(row.id))}
        />,
      ],
      2,
    ),
  ];
  return (
    <ReviewList<SignUp>
      title={t('route.usercerditCheck')}
      listLabel={t('signUp.certificateListLabel')}
      filters={filters}
      columns={columns}
      batch={BATCH}
      tools={
        exportQueue && (
          <ExportButton
            exportList={exportQueue}
            fallbackName={`${t('signUp.certificatesFileName')}.xlsx`}
            label={t('signUp.exportCertificates')}
            save={save}
          />
        )
      }
      detail={openId && renderDetail?.(openId, () => open(null))}
    />
  );
}
