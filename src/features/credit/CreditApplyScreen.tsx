import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ListContext } from '../../components/actorContexts';
import { ApplicantStepDialogs, useApplicantRowActions } from '../../components/applicantRows';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { PageHeading } from '../../components/PageHeading';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as creditApi from '../../lib/api/credit';
import type { CreditApplication } from '../../lib/api/credit';
import { isEditable } from '../../lib/applicationStatus';
import {
  certificatePath,
  creditEditPath,
  creditSpecifyPath,
  creditUploadPath,
} from './creditActors';
import { isInForce, useCategoryName } from './creditRows';

/** The company's own steps on its rows. */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  SUBMIT: (step) => creditApi.submitApplication({ id: step.id, version: step.version }),
  WITHDRAW: (step) => creditApi.withdrawApplication(step),
  DELETE: (step) => creditApi.deleteApplication(step),
};

/** `/creditApply`: the company's credit applications and their steps. */
export function CreditApplyRoute() {
  return (
    <ListRouteProvider fetchPage={creditApi.fetchMyApplications}>
      <RowStepsProvider steps={STEPS}>
        <CreditApplyScreen />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

/**
 * The company's credit applications (list machine): category, review institution, status,
 * certificate; per row what its status allows: view, edit, materials, submit, withdraw,
 * delete a draft (each step asked first).
 */
export function CreditApplyScreen() {
  const { t } = useTranslation();
  const total = ListContext.useSelector((s) => s.context.total);
  const navigate = useNavigate();
  const categoryName = useCategoryName();
  const actionsOf = useApplicantRowActions<CreditApplication>(
    { view: (row) => creditSpecifyPath(row.id), edit: (row) => creditEditPath(row.id) },
    {
      view: t('creditApply.view'),
      edit: t('creditApply.edit'),
      submit: t('creditApply.submit'),
    },
    {
      family: 'qualification',
      deletable: true,
      more: (row) => [
        ...(isInForce(row.status)
          ? [
              <GridActionsCellItem
                key="certificate"
                icon={<WorkspacePremiumOutlinedIcon />}
                label={t('certificate.open')}
                onClick={() => void navigate(certificatePath(row.id))}
              />,
            ]
          : []),
        ...(isEditable(row.status, 'qualification')
          ? [
              <GridActionsCellItem
                key="materials"
                icon={<UploadFileIcon />}
                label={t('creditApply.materials')}
                onClick={() => void navigate(creditUploadPath(row.id))}
              />,
            ]
          : []),
      ],
    },
  );

  const columns: GridColDef<CreditApplication>[] = [
    {
      ...textColumn<CreditApplication>('categoryId', t('creditApply.field.categoryId'), {
        flex: 2,
        minWidth: 200,
      }),
      valueGetter: (_value, row) => categoryName(row),
    },
    textColumn<CreditApplication>('institutionName', t('creditApply.field.institutionId'), {
      flex: 1.5,
      minWidth: 160,
    }),
    statusColumn<CreditApplication>('status', t('field.status'), 'qualification', t, {
      sortable: false,
    }),
    dateTimeColumn<CreditApplication>('submittedAt', t('field.submittedAt'), { sortable: false }),
    textColumn<CreditApplication>('certificateNo', t('creditApply.certificateNo'), {
      minWidth: 140,
    }),
    rowActionsColumn<CreditApplication>(t('creditApply.actions'), ({ row }) => actionsOf(row), 5),
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading>{t('route.creditApply')}</PageHeading>
        <Button
          component={RouterLink}
          to={creditEditPath()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('creditApply.new')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('creditApply.total', { count: total })}
      </Typography>
      <ListGrid<CreditApplication> columns={columns} label={t('creditApply.myListLabel')} />
      <ApplicantStepDialogs prefix="creditApply" deletable />
    </Stack>
  );
}
