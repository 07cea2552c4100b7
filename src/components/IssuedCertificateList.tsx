import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ListRow } from '@machines/app/list';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import type { FilterField } from './FilterBar';
import { statusColumn, textColumn } from './gridColumns';
import { ListFilters } from './ListFilters';
import { ListGrid } from './ListGrid';

type IssuedCertificate = ListRow & GridValidRowModel & { issuedOn: string; expiresOn: string };

export interface IssuedCertificateListProps<TRow extends IssuedCertificate> {
  /** The page's heading and the grid's name. */
  readonly title: string;
  readonly gridLabel: string;
  /** The texts it is searched by; the status follows them. */
  readonly searchBy: readonly { readonly name: string; readonly label: string }[];
  /** The family of the records' statuses and its three of an issued certificate. */
  readonly family: StatusFamilyName;
  readonly states: readonly [inForce: string, expired: string, revoked: string];
  /** Who holds each and what it is for, before its status. */
  readonly columns: readonly GridColDef<TRow>[];
  /** Its validity, after the status: the header, and "from … to …" in the reader's words. */
  readonly validity: {
    readonly header: string;
    readonly text: (row: TRow) => string;
    readonly minWidth: number;
  };
  /** What each row offers, last. */
  readonly actions?: GridColDef<TRow>;
}

/**
 * A register of issued certificates, company's or personnel (list machine): searched by
 * its texts and by status (in force, expired, revoked), each certificate's status and
 * validity after what it is. Filters live in the URL.
 */
export function IssuedCertificateList<TRow extends IssuedCertificate>({
  title,
  gridLabel,
  searchBy,
  family,
  states,
  columns,
  validity,
  actions,
}: IssuedCertificateListProps<TRow>) {
  const { t } = useTranslation();
  const codes = useMemo(
    () => states.map((state) => statusFamilies[family].codeOf(state)),
    [family, states],
  );
  const filters = useMemo<FilterField[]>(
    () => [
      ...searchBy.map(({ name, label }) => ({ kind: 'text' as const, name, label })),
      { kind: 'status', name: 'status', label: t('field.status'), family, codes },
    ],
    [searchBy, family, codes, t],
  );
  const allColumns: GridColDef<TRow>[] = [
    ...columns,
    statusColumn<TRow>('status', t('field.status'), family, t, { sortable: false, codes }),
    {
      ...textColumn<TRow>('expiresOn', validity.header, { minWidth: validity.minWidth }),
      valueGetter: (_value, row) => validity.text(row),
    },
    ...(actions ? [actions] : []),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={title} />
      <ListGrid<TRow> columns={allColumns} label={gridLabel} />
    </Stack>
  );
}
