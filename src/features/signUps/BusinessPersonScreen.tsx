import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { verifyPath } from '../../components/CertificateDocument';
import { rowActionsColumn, textColumn } from '../../components/gridColumns';
import { IssuedCertificateList } from '../../components/IssuedCertificateList';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as trainingRecordsApi from '../../lib/api/trainingRecords';
import type { PersonnelCertificateRecord } from '../../lib/api/trainingRecords';

const STATES = ['certificateIssued', 'certificateExpired', 'certificateRevoked'] as const;

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
  const searchBy = useMemo(
    () => [
      { name: 'traineeName', label: t('certificate.holder') },
      { name: 'idCard', label: t('certificate.wholeIdCard') },
      { name: 'certificateNumber', label: t('signUp.certificateNumber') },
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
  ];
  return (
    <IssuedCertificateList<PersonnelCertificateRecord>
      title={t('route.businessPerson')}
      gridLabel={t('certificate.personListLabel')}
      searchBy={searchBy}
      family="signUp"
      states={STATES}
      columns={columns}
      validity={{
        header: t('signUp.validity'),
        text: (row) => t('signUp.sessionValue', { from: row.issuedOn, to: row.expiresOn }),
        minWidth: 190,
      }}
      actions={rowActionsColumn<PersonnelCertificateRecord>(t('signUp.actions'), ({ row }) => [
        <GridActionsCellItem
          key="verify"
          icon={<VerifiedOutlinedIcon />}
          label={t('certificate.verifyOne', { number: row.certificateNo })}
          onClick={() => void navigate(verifyPath(row.certificateNo))}
        />,
      ])}
    />
  );
}
