import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Stack from '@mui/material/Stack';
import { ListContext, ReviewContext, SheetImportContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { useDetailParam } from '../../components/detailParam';
import type { FilterField } from '../../components/FilterBar';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RecordDialog } from '../../components/RecordDialog';
import { RowStepsProvider } from '../../components/rowSteps';
import { SheetImportDialog } from '../../components/SheetImportDialog';
import * as peopleApi from '../../lib/api/people';
import { type BlobAnswer } from '../../lib/api/client';
import type { Person, PersonImportRow } from '../../lib/api/people';
import { applicantEvents, isAwaitingReview } from '../../lib/applicationStatus';
import {
  appPersonDetailLoader,
  PERSON_PARAM,
  personFormPath,
  PersonDetailContext,
} from './peopleActors';
import { PersonDetailContent } from './PersonDetailDialog';
import { PeopleImportProvider } from './peopleImport';
import { fieldLabelKey, formModeOf } from './personForm';

const PRESERVED: readonly string[] = [PERSON_PARAM];

/** The company's own steps on its rows, by the review machine's decision name. */
const STEPS = {
  SUBMIT: peopleApi.declareStoredPerson,
  WITHDRAW: peopleApi.withdrawPerson,
  REMOVE: peopleApi.removePerson,
};

/** The person the URL names, read-only in a dialog (their documents and steps so far). */
function BoundPerson({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RecordDialog title={t('person.detailTitle')} onClose={onClose}>
      <PersonDetailContext.Provider
        key={`${id}-${attempt}`}
        logic={appPersonDetailLoader}
        options={{ input: { id } }}
      >
        <PersonDetailContent onReload={() => setAttempt((n) => n + 1)} />
      </PersonDetailContext.Provider>
    </RecordDialog>
  );
}

/** `/ePeopleManagement`: the bound roster, the company's steps and the person's dialog. */
export function PeopleManagementRoute() {
  return (
    <ListRouteProvider fetchPage={peopleApi.fetchRoster} preserve={PRESERVED}>
      <RowStepsProvider steps={STEPS}>
        <PeopleImportProvider>
          <PeopleManagementScreen
            renderDetail={(id, onClose) => <BoundPerson id={id} onClose={onClose} />}
          />
        </PeopleImportProvider>
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

export interface PeopleManagementScreenProps {
  /** The dialog of the person the URL names (stories restore its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
  /** `GET /api/user/userstaff-import-template` (a story answers it from memory). */
  readonly downloadTemplate?: () => Promise<BlobAnswer>;
}

/**
 * The company's roster (list machine): filters in the URL (status, name or ID number),
 * masked ID card and mobile, and per person what their status allows: view, edit (or
 * keep a verified person's contact up to date), declare for verification, withdraw a
 * declaration, remove (each step asked for first).
 */
export function PeopleManagementScreen({
  renderDetail,
  downloadTemplate = peopleApi.downloadImportTemplate,
}: PeopleManagementScreenProps) {
  const { t } = useTranslation();
  const importer = SheetImportContext.useActorRef();
  const navigate = useNavigate();
  const review = ReviewContext.useActorRef();
  const total = ListContext.useSelector((s) => s.context.total);
  const { openId, open: withDetail } = useDetailParam(PERSON_PARAM);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'application' },
      { kind: 'text', name: 'keyword', label: t('person.keyword') },
    ],
    [t],
  );

  const step = (decision: keyof typeof STEPS, row: Person) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });

  const actionsOf = (row: Person) => {
    const offered = applicantEvents(row.status).map((event) => event.type);
    const mode = formModeOf(row.status);
    const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
      <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} />
    );
    const items = [item('view', <VisibilityIcon />, t('person.view'), () => withDetail(row.id))];
    if (mode) {
      const label = t(mode === 'full' ? 'person.edit' : 'person.editContact');
      items.push(item('edit', <EditIcon />, label, () => void navigate(personFormPath(row.id))));
    }
    if (offered.includes('SUBMIT')) {
      items.push(item('declare', <SendIcon />, t('person.declare'), () => step('SUBMIT', row)));
    }
    if (offered.includes('WITHDRAW')) {
      const label = t('workflowEvent.WITHDRAW');
      items.push(item('withdraw', <UndoIcon />, label, () => step('WITHDRAW', row)));
    }
    // Awaiting review, a person is withdrawn first (the server says so too).
    if (!isAwaitingReview(row.status)) {
      const label = t('person.remove');
      items.push(item('remove', <DeleteOutlinedIcon />, label, () => step('REMOVE', row)));
    }
    return items;
  };

  const columns: GridColDef<Person>[] = [
    textColumn<Person>('name', t('field.name'), { minWidth: 90 }),
    {
      ...textColumn<Person>('gender', t('person.gender.label'), { minWidth: 60, flex: 0 }),
      valueGetter: (_value, row) => (row.gender ? t(`person.gender.${row.gender}`) : ''),
    },
    textColumn<Person>('idCard', t('person.idCard'), { minWidth: 170 }),
    textColumn<Person>('mobile', t('field.mobile'), { minWidth: 120 }),
    {
      ...textColumn<Person>('education', t('person.education.label'), { minWidth: 80 }),
      valueGetter: (_value, row) => (row.education ? t(`person.education.${row.education}`) : ''),
    },
    {
      ...textColumn<Person>('professionalTitle', t('person.title.label'), { minWidth: 80 }),
      valueGetter: (_value, row) =>
        row.professionalTitle ? t(`person.title.${row.professionalTitle}`) : '',
    },
    statusColumn<Person>('status', t('field.status'), 'application', t, { sortable: false }),
    dateTimeColumn<Person>('updatedAt', t('person.updatedAt'), { sortable: false }),
    rowActionsColumn<Person>(t('person.actions'), ({ row }) => actionsOf(row), 4),
  ];

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.ePeopleManagement')} />
      <ListToolbar label={t('person.rosterActions')} status={t('person.total', { count: total })}>
        <Button
          startIcon={<UploadFileIcon />}
          onClick={() => importer.send({ type: 'OPEN' })}
          sx={{ ml: 'auto' }}
        >
          {t('import.open')}
        </Button>
        <Button
          component={RouterLink}
          to={personFormPath()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('person.add')}
        </Button>
      </ListToolbar>
      <ListGrid<Person> columns={columns} label={t('person.rosterLabel')} />
      {openId && renderDetail?.(openId, () => withDetail(null))}
      <SheetImportDialog<PersonImportRow>
        title={t('person.import.title')}
        rowHeader={t('field.name')}
        downloadTemplate={downloadTemplate}
        rowLabel={(row) => [row.name, row.idCard].filter(Boolean).join(' ')}
        fieldLabel={(field) => t(fieldLabelKey(field))}
        toCompleteText={(fields) => t('person.import.toComplete', { fields })}
      />
      <ConfirmActionDialog
        decision="SUBMIT"
        title={t('person.declareTitle')}
        question={t('person.declareConfirm')}
        done={t('person.declared')}
        confirmLabel={t('person.declare')}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="WITHDRAW"
        title={t('person.withdrawTitle')}
        question={t('person.withdrawConfirm')}
        done={t('person.withdrawn')}
        confirmLabel={t('workflowEvent.WITHDRAW')}
      />
      <ConfirmActionDialog
        decision="REMOVE"
        title={t('person.removeTitle')}
        question={t('person.removeConfirm')}
        done={t('person.removed')}
        confirmLabel={t('person.remove')}
      />
    </Stack>
  );
}
