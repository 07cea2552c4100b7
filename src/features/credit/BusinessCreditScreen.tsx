import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { creditCodeColumn, textColumn } from '../../components/gridColumns';
import { IssuedCertificateList } from '../../components/IssuedCertificateList';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as creditApi from '../../lib/api/credit';
import type { CertificateRecord } from '../../lib/api/credit';
import { useCategoryName } from './creditRows';

const STATES = ['approved', 'expired', 'revoked'] as const;

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
  const searchBy = useMemo(
    () => [
      { name: 'companyName', label: t('field.companyName') },
      { name: 'creditCode', label: t('field.creditCode') },
      { name: 'certificateNo', label: t('creditApply.certificateNo') },
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
  ];
  return (
    <IssuedCertificateList<CertificateRecord>
      title={t('route.businessCredit')}
      gridLabel={t('certificate.businessListLabel')}
      searchBy={searchBy}
      family="qualification"
      states={STATES}
      columns={columns}
      validity={{
        header: t('creditApply.validity'),
        text: (row) => t('creditApply.validityValue', { from: row.issuedOn, to: row.expiresOn }),
        minWidth: 200,
      }}
    />
  );
}
