/**
 * The page of an applicant's own records (project declarations, courses): the heading, a
 * toolbar with the count and "new", the record's form on the page while the URL names one
 * (`?edit=`), the list, the record's dialog (`?id=`), and the confirmations of the row
 * steps. The area gives its title, translation prefix, columns, form host and dialog; a
 * story may draw its own form or dialog in their place.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListRow } from '@machines/app/list';
import { ListContext } from './actorContexts';
import type { ApplicantFormHostProps } from './ApplicantFormHost';
import type { ApplicantPageParams } from './applicantPageParams';
import { ApplicantStepDialogs } from './applicantRows';
import { NEW_RECORD } from './formParam';
import { ListGrid } from './ListGrid';
import { ListToolbar } from './ListToolbar';
import { PageHeading } from './PageHeading';

export interface ApplicantListPageProps<TRow extends ListRow> {
  readonly title: string;
  /**
   * The area's translation prefix: its toolbar's and grid's names (`myActions`,
   * `myListLabel`), the count (`total`), "new" (`new`) and its steps' confirmations.
   */
  readonly prefix: string;
  /** The list offers to delete a draft. */
  readonly deletable?: boolean;
  readonly columns: GridColDef<TRow>[];
  /** The page's URL: the open form and dialog (`useApplicantPageParams`). */
  readonly params: ApplicantPageParams;
  /** The area's form host (ListedApplicantFormHost with its description). */
  readonly FormHost: (props: ApplicantFormHostProps) => ReactNode;
  /** The area's dialog of one of its records. */
  readonly Dialog: (props: RecordDialogProps) => ReactNode;
  /** The form in place of the bound one (stories restore its machines). */
  readonly renderForm?: (target: string, onClose: () => void) => ReactNode;
  /** The dialog in place of the bound one (stories bind its loader). */
  readonly renderDetail?: (
    id: string,
    onClose: () => void,
    onEdit: (id: string) => void,
  ) => ReactNode;
  /** The area's own confirmations (its further steps). */
  readonly children?: ReactNode;
}

export interface RecordDialogProps {
  readonly id: string;
  readonly onClose: () => void;
  readonly onEdit: (id: string) => void;
}

export function ApplicantListPage<TRow extends ListRow>({
  title,
  prefix,
  deletable,
  columns,
  params: { form, detail, editFromDialog },
  FormHost,
  Dialog,
  renderForm,
  renderDetail,
  children,
}: ApplicantListPageProps<TRow>) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const { openId } = detail;
  const closeDialog = () => detail.open(null);
  const mounted = form.mounted ?? form.target;
  return (
    <Stack spacing={2}>
      <PageHeading>{title}</PageHeading>
      <ListToolbar label={t(`${prefix}.myActions`)} status={t(`${prefix}.total`, { count: total })}>
        {form.target === null && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => form.open(NEW_RECORD)}
            sx={{ ml: 'auto' }}
          >
            {t(`${prefix}.new`)}
          </Button>
        )}
      </ListToolbar>
      {form.target !== null &&
        mounted !== null &&
        (renderForm ? (
          renderForm(form.target, form.close)
        ) : (
          <FormHost
            key={mounted}
            target={mounted}
            onClose={form.close}
            onCreated={form.nameCreated}
          />
        ))}
      <ListGrid<TRow> columns={columns} label={t(`${prefix}.myListLabel`)} />
      {openId !== null &&
        (renderDetail ? (
          renderDetail(openId, closeDialog, editFromDialog)
        ) : (
          <Dialog key={openId} id={openId} onClose={closeDialog} onEdit={editFromDialog} />
        ))}
      <ApplicantStepDialogs prefix={prefix} deletable={deletable} />
      {children}
    </Stack>
  );
}
