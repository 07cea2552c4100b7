import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { statusFamilies } from '@machines/workflows';
import { verifyPath } from '../../components/CertificateDocument';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, statusColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as trainingRecordsApi from '../../lib/api/trainingRecords';
import type { PersonnelCertificateRecord } from '../../lib/api/trainingRecords';

/** The statuses an issued certificate can be in: in force, expired, revoked. */
const CERTIFICATE_CODES = ['certificateIssued', 'certificateExpired', 'certificateRevoked'].map(
  (state) => statusFamilies.signUp.codeOf(state),
);

/** `businessPerson` (01000): the issued personnel certificates, searched. */
export function BusinessPersonRoute() {
  return (
    <ListRouteProvider fetchPage={trainingRecordsApi.fetchPersonnelCertificates}>
      <BusinessPersonScreen />
    </ListRouteProvider>
  );
}

/**
 * The business query of personnel certificates (list machine): by the holder's name, their
 * whole ID card number (answers show it masked) or the certificate number, and status;
 * each certificate's course and validity, and its public verification page (which names
 * the institution too).
 */
export function BusinessPersonScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'traineeName', label: t('certificate.holder') },
      { kind: 'text', name: 'idCard', label: t('certificate.wholeIdCard') },
      { kind: 'text', name: 'certificateNumber', label: t('signUp.certificateNumber') },
      {
        kind: 'status',
        name: 'status',
        label: t('field.status'),
        family: 'signUp',
        codes: CERTIFICATE_CODES,
      },
    ],
    [t],
  );
  const columns: GridColDef<PersonnelCertificateRecord>[] = [
    textColumn<PersonnelCertificateRecord>('holderName', t('certificate.holder'), {
      minWidth: 100,
    }),
    textColumn<PersonnelCertificateRecord>('holderIdCard', t('signUp.field.idCard'), {
      minWidth: 160,
    }),
    textColumn<PersonnelCertificateRecord>('courseName', t('signUp.course'), {
      flex: 2,
      minWidth: 180,
    }),
    textColumn<PersonnelCertificateRecord>('certificateNo', t('signUp.certificateNumber'), {
      minWidth: 175,
    }),
    statusColumn<PersonnelCertificateRecord>('status', t('field.status'), 'signUp', t, {
      sortable: false,
      codes: CERTIFICATE_CODES,
    }),
    {
      ...textColumn<PersonnelCertificateRecord>('expiresOn', t('signUp.validity'), {
        minWidth: 190,
      }),
      valueGetter: (_value, row) =>
        t('signUp.sessionValue', { from: row.issuedOn, to: row.expiresOn }),
    },
    rowActionsColumn<PersonnelCertificateRecord>(t('signUp.actions'), ({ row }) => [
      <GridActionsCellItem
        key="verify"
        icon={<VerifiedOutlinedIcon />}
        label={t('certificate.verifyOne', { number: row.certificateNo })}
        onClick={() => void navigate(verifyPath(row.certificateNo))}
      />,
    ]),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.businessPerson')} />
      <ListGrid<PersonnelCertificateRecord>
        columns={columns}
        label={t('certificate.personListLabel')}
      />
    </Stack>
  );
}
