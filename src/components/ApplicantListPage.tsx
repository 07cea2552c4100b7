/**
 * The page of an applicant's own records (project declarations, courses): the heading, a
 * toolbar with the count and "new", the record's form on the page while the URL names one
 * (`?edit=`), the list, the record's dialog (`?id=`), and the confirmations of the row
 * steps. The area gives its title, translation prefix, columns, form and dialog.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListRow } from '@machines/app/list';
import { ListContext } from './actorContexts';
import { ApplicantStepDialogs } from './applicantRows';
import { NEW_RECORD, type useFormParam } from './formParam';
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
  /** The page's form parameter (`useFormParam`). */
  readonly form: ReturnType<typeof useFormParam>;
  /** The form of `target` (`new` or an id), mounted for `mounted`. */
  readonly renderForm: (form: {
    readonly target: string;
    readonly mounted: string;
    readonly onClose: () => void;
    readonly onCreated: (id: string) => void;
  }) => ReactNode;
  /** The record the URL opens in its dialog, if any. */
  readonly openId: string | null;
  readonly renderDetail: (id: string) => ReactNode;
  /** The area's own confirmations (its further steps). */
  readonly children?: ReactNode;
}

export function ApplicantListPage<TRow extends ListRow>({
  title,
  prefix,
  deletable,
  columns,
  form,
  renderForm,
  openId,
  renderDetail,
  children,
}: ApplicantListPageProps<TRow>) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
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
        renderForm({
          target: form.target,
          mounted: form.mounted ?? form.target,
          onClose: form.close,
          onCreated: form.nameCreated,
        })}
      <ListGrid<TRow> columns={columns} label={t(`${prefix}.myListLabel`)} />
      {openId !== null && renderDetail(openId)}
      <ApplicantStepDialogs prefix={prefix} deletable={deletable} />
      {children}
    </Stack>
  );
}
