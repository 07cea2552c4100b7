import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { createActorContext } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { pages } from '@machines/access/pages';
import { isRoleCode, roleLabelKey } from '@machines/access/roles';
import type { CompanyApplicationSummary, CompanyDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { detailLoaderOf } from '../../components/detailLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeading } from '../../components/PageHeading';
import { StatusChip } from '../../components/StatusChip';
import * as corporateApi from '../../lib/api/corporate';
import { formatDateTime } from '../../lib/dates';

/** `GET /api/corporate/query-corporate-detail`, declared; bound below or by a story. */
export const companyDetailLoader = detailLoaderOf<CompanyDetail>(() =>
  Promise.reject(new Error('companyDetailLoader: provide a bound loader')),
);
const appCompanyDetailLoader = detailLoaderOf((id) => corporateApi.fetchCompanyDetail(id));
export const CompanyDetailContext = createActorContext(companyDetailLoader);

/** Where the platform opens each kind of application. */
function applicationPath({ kind, id }: CompanyApplicationSummary): string {
  switch (kind) {
    case 'realname':
      return `${pages.realnameDetailHistory.path}?id=${id}`;
    case 'membership':
      return `${pages.membershipCheck.path}?application=${id}`;
    case 'training':
      return `${pages.trainCredictSpecify.path}?id=${id}`;
    default:
      return `${pages.enterpriseCredictSpecify.path}?id=${id}`;
  }
}

/** `/corporateDetail?id=…`: one company whole, for platform staff. */
export function CompanyDetailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [attempt, setAttempt] = useState(0);
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.corporateDetail')}</PageHeading>
      {id === null ? (
        <Alert severity="info">{t('company.noneNamed')}</Alert>
      ) : (
        <CompanyDetailContext.Provider
          key={`${id}-${attempt}`}
          logic={appCompanyDetailLoader}
          options={{ input: { id } }}
        >
          <CompanyDetailScreen onRetry={() => setAttempt((n) => n + 1)} />
        </CompanyDetailContext.Provider>
      )}
    </Stack>
  );
}

/**
 * The company: who it is and whether a real-name certification stands, its membership,
 * the institution roles it holds, its personnel and accounts, and every application it
 * submitted with its status, each a link to where the platform decides on it.
 */
export function CompanyDetailScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = CompanyDetailContext.useSelector((s) => s.output);
  if (!result) {
    return (
      <Paper sx={{ p: 3 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="30%" height={40} />
        <Skeleton variant="rectangular" height={160} />
      </Paper>
    );
  }
  if (!result.ok) {
    return <LoadFailed title={t('company.loadFailed')} failure={result} onRetry={onRetry} />;
  }
  const { company, membership, institutionRoles, people, applications } = result.detail;
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {company.name}
        </Typography>
        <DefinitionList>
          <DefinitionItem label={t('field.creditCode')}>{company.creditCode}</DefinitionItem>
          <DefinitionItem label={t('company.type')}>
            {t(`company.corporateType.${company.corporateType}`)}
          </DefinitionItem>
          <DefinitionItem label={t('company.realname')}>
            {company.verifiedAt
              ? t('company.verifiedAt', { at: formatDateTime(company.verifiedAt) })
              : t('company.notVerified')}
          </DefinitionItem>
          <DefinitionItem label={t('company.membership')}>
            {membership ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip family="membership" code={membership.status} />
                <span>
                  {t('membership.validityRange', {
                    from: membership.validFrom,
                    to: membership.validTo,
                  })}
                </span>
              </Stack>
            ) : (
              t('company.noMembership')
            )}
          </DefinitionItem>
          <DefinitionItem label={t('company.institutionRoles')}>
            {institutionRoles.length > 0 ? (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {institutionRoles.filter(isRoleCode).map((code) => (
                  <Chip key={code} size="small" label={t(roleLabelKey(code))} />
                ))}
              </Stack>
            ) : (
              t('company.noInstitutionRoles')
            )}
          </DefinitionItem>
          <DefinitionItem label={t('company.people')}>
            {t('company.peopleCount', { total: people.total, verified: people.verified })}
          </DefinitionItem>
          <DefinitionItem label={t('company.accounts')}>{result.detail.accounts}</DefinitionItem>
          <DefinitionItem label={t('field.contactName')}>{company.contactName}</DefinitionItem>
          <DefinitionItem label={t('field.contactMobile')}>{company.contactMobile}</DefinitionItem>
          <DefinitionItem label={t('field.email')}>{company.contactEmail}</DefinitionItem>
          <DefinitionItem label={t('company.address')}>{company.address}</DefinitionItem>
        </DefinitionList>

        <Typography variant="subtitle1" component="h3" id="company-applications">
          {t('company.applications')}
        </Typography>
        {applications.length === 0 ? (
          <Typography color="text.secondary">{t('company.noApplications')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="company-applications">
            <TableHead>
              <TableRow>
                <TableCell>{t('company.applicationKind')}</TableCell>
                <TableCell>{t('field.status')}</TableCell>
                <TableCell>{t('field.submittedAt')}</TableCell>
                <TableCell>{t('company.updatedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {applications.map((application) => (
                <TableRow key={`${application.kind}-${application.id}`}>
                  <TableCell>
                    <Link component={RouterLink} to={applicationPath(application)}>
                      {t(`company.applicationKinds.${application.kind}`)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusChip family="application" code={application.status} />
                  </TableCell>
                  <TableCell>{formatDateTime(application.submittedAt)}</TableCell>
                  <TableCell>{formatDateTime(application.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
