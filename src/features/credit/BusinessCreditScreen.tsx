import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { statusFamilies } from '@machines/workflows';
import type { FilterField } from '../../components/FilterBar';
import { creditCodeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as creditApi from '../../lib/api/credit';
import type { CertificateRecord } from '../../lib/api/credit';
import { useCategoryName } from './creditRows';

/** The statuses an issued certificate can be in: in force, expired, revoked. */
const CERTIFICATE_CODES = ['approved', 'expired', 'revoked'].map((state) =>
  statusFamilies.qualification.codeOf(state),
);

/** `businessCredit` (01000): the issued company certificates, searched. */
export function BusinessCreditRoute() {
  return (
    <ListRouteProvider fetchPage={creditApi.fetchCertificateRecords}>
      <BusinessCreditScreen />
    </ListRouteProvider>
  );
}

/**
 * The business query of company qualifications (list machine): search by company name,
 * credit code or certificate number, and status; each certificate's category and level,
 * its status and validity. Filters live in the URL.
 */
export function BusinessCreditScreen() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'companyName', label: t('field.companyName') },
      { kind: 'text', name: 'creditCode', label: t('field.creditCode') },
      { kind: 'text', name: 'certificateNo', label: t('creditApply.certificateNo') },
      {
        kind: 'status',
        name: 'status',
        label: t('field.status'),
        family: 'qualification',
        codes: CERTIFICATE_CODES,
      },
    ],
    [t],
  );

  const columns: GridColDef<CertificateRecord>[] = [
    textColumn<CertificateRecord>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 200,
    }),
    creditCodeColumn<CertificateRecord>(t('field.creditCode')),
    {
      ...textColumn<CertificateRecord>('typeName', t('creditApply.field.categoryId'), {
        flex: 2,
        minWidth: 220,
      }),
      valueGetter: (_value, row) => categoryName(row),
    },
    textColumn<CertificateRecord>('certificateNo', t('creditApply.certificateNo'), {
      minWidth: 140,
    }),
    statusColumn<CertificateRecord>('status', t('field.status'), 'qualification', t, {
      sortable: false,
    }),
    {
      ...textColumn<CertificateRecord>('expiresOn', t('creditApply.validity'), { minWidth: 200 }),
      valueGetter: (_value, row) =>
        t('creditApply.validityValue', { from: row.issuedOn, to: row.expiresOn }),
    },
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.businessCredit')} />
      <ListGrid<CertificateRecord> columns={columns} label={t('certificate.businessListLabel')} />
    </Stack>
  );
}
