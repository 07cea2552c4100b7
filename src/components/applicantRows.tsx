/**
 * An applicant's list of its own applications (membership, institutions, credit,
 * projects): per row what its status allows (view, edit, submit, withdraw, delete a
 * draft where the area allows it), and the confirmations of those steps. The steps go to the `ReviewContext` a `RowStepsProvider` gives.
 */
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';
import {
  applicantEvents,
  isDeletable,
  isEditable,
  type ApplicantFamily,
} from '../lib/applicationStatus';
import { ReviewContext } from './actorContexts';
import type { ReviewedRow } from './batchReview';
import { ConfirmActionDialog } from './ConfirmActionDialog';

export interface ApplicantRowPaths<TRow> {
  /** The application's own page. */
  readonly view: (row: TRow) => string;
  /** Its form, while it may change. */
  readonly edit: (row: TRow) => string;
}

export interface ApplicantRowLabels {
  readonly view: string;
  readonly edit: string;
  readonly submit: string;
}

export interface ApplicantRowOptions<TRow> {
  /** The rows' status family: the generic application one unless named. */
  readonly family?: ApplicantFamily;
  /** Drafts may be deleted for good (the `DELETE` step; credit, projects). */
  readonly deletable?: boolean;
  /** The area's own actions after the shared ones (materials, the certificate). */
  readonly more?: (row: TRow) => ReactElement<GridActionsCellItemProps>[];
}

/** The row actions of an applicant's list, as a function of the row. */
export function useApplicantRowActions<TRow extends ReviewedRow>(
  paths: ApplicantRowPaths<TRow>,
  labels: ApplicantRowLabels,
  { family = 'application', deletable = false, more }: ApplicantRowOptions<TRow> = {},
): (row: TRow) => ReactElement<GridActionsCellItemProps>[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const review = ReviewContext.useActorRef();
  const step = (decision: 'SUBMIT' | 'WITHDRAW' | 'DELETE', row: TRow) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });
  const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
    <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} />
  );
  return (row) => {
    const offered = applicantEvents(row.status, family).map((event) => event.type);
    const items = [
      item('view', <VisibilityIcon />, labels.view, () => void navigate(paths.view(row))),
    ];
    if (isEditable(row.status, family)) {
      items.push(item('edit', <EditIcon />, labels.edit, () => void navigate(paths.edit(row))));
    }
    if (offered.includes('SUBMIT')) {
      items.push(item('submit', <SendIcon />, labels.submit, () => step('SUBMIT', row)));
    }
    if (offered.includes('WITHDRAW')) {
      const label = t('workflowEvent.WITHDRAW');
      items.push(item('withdraw', <UndoIcon />, label, () => step('WITHDRAW', row)));
    }
    if (deletable && isDeletable(row.status, family)) {
      const label = t('action.delete');
      items.push(item('delete', <DeleteOutlineIcon />, label, () => step('DELETE', row)));
    }
    return more ? [...items, ...more(row)] : items;
  };
}

export interface ApplicantStepDialogsProps {
  /**
   * The area's translation prefix: its `submitTitle`, `submitConfirm`, `submitDone`,
   * `submit`, `withdrawTitle`, `withdrawConfirm`, `withdrawn` texts (and `deleteTitle`,
   * `deleteConfirm`, `deleted`), the same keys in every applicant area.
   */
  readonly prefix: string;
  /** The list offers to delete a draft: its confirmation too. */
  readonly deletable?: boolean;
}

/** The confirmations of submitting and withdrawing a row, and their outcome. */
export function ApplicantStepDialogs({ prefix, deletable = false }: ApplicantStepDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmActionDialog
        decision="SUBMIT"
        title={t(`${prefix}.submitTitle`)}
        question={t(`${prefix}.submitConfirm`)}
        done={t(`${prefix}.submitDone`)}
        confirmLabel={t(`${prefix}.submit`)}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="WITHDRAW"
        title={t(`${prefix}.withdrawTitle`)}
        question={t(`${prefix}.withdrawConfirm`)}
        done={t(`${prefix}.withdrawn`)}
        confirmLabel={t('workflowEvent.WITHDRAW')}
      />
      {deletable && (
        <ConfirmActionDialog
          decision="DELETE"
          title={t(`${prefix}.deleteTitle`)}
          question={t(`${prefix}.deleteConfirm`)}
          done={t(`${prefix}.deleted`)}
          confirmLabel={t('action.delete')}
        />
      )}
    </>
  );
}
