/**
 * The page of an applicant's own records (project declarations, courses): the heading, a
 * toolbar with the count and "new", the record's form on the page while the URL names one
 * (`?edit=`), the list, the record's dialog (`?id=`), and the confirmations of the row
 * steps. The area gives its texts, columns, form and dialog.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListRow } from '@machines/app/list';
import { ListContext } from './actorContexts';
import { ApplicantStepDialogs, type ApplicantStepDialogsProps } from './applicantRows';
import { NEW_RECORD, type useFormParam } from './formParam';
import { ListGrid } from './ListGrid';
import { ListToolbar } from './ListToolbar';
import { PageHeading } from './PageHeading';

export interface ApplicantListPageTexts {
  readonly title: string;
  /** The toolbar's accessible name. */
  readonly toolbar: string;
  /** The count, given the list's total (`count` in the catalogue entry). */
  readonly totalKey: string;
  readonly newLabel: string;
  /** The grid's accessible name. */
  readonly grid: string;
}

export interface ApplicantListPageProps<TRow extends ListRow> {
  readonly texts: ApplicantListPageTexts;
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
  readonly steps: ApplicantStepDialogsProps;
  /** The area's own confirmations (its further steps). */
  readonly children?: ReactNode;
}

export function ApplicantListPage<TRow extends ListRow>({
  texts,
  columns,
  form,
  renderForm,
  openId,
  renderDetail,
  steps,
  children,
}: ApplicantListPageProps<TRow>) {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  return (
    <Stack spacing={2}>
      <PageHeading>{texts.title}</PageHeading>
      <ListToolbar label={texts.toolbar} status={t(texts.totalKey, { count: total })}>
        {form.target === null && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => form.open(NEW_RECORD)}
            sx={{ ml: 'auto' }}
          >
            {texts.newLabel}
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
      <ListGrid<TRow> columns={columns} label={texts.grid} />
      {openId !== null && renderDetail(openId)}
      <ApplicantStepDialogs {...steps} />
      {children}
    </Stack>
  );
}
