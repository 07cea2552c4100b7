import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Stack from '@mui/material/Stack';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { ListQuery } from '@machines/app/listQuery';
import { statusFamilies } from '@machines/workflows';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { ExportButton } from '../../components/ExportButton';
import type { FilterField } from '../../components/FilterBar';
import {
  creditCodeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ListToolbar } from '../../components/ListToolbar';
import { RowStepsProvider } from '../../components/rowSteps';
import * as membershipApi from '../../lib/api/membership';
import { type BlobAnswer } from '../../lib/api/client';
import type { CorporateVip } from '../../lib/api/membership';
import { useLevelName, useLevels } from './levels';
import { BoundMembershipEditDialog } from './MembershipEditDialog';

const family = statusFamilies.membership;

/** The platform's steps on a membership row, by the review machine's decision name. */
const STEPS = {
  DISABLE: (row: { id: string | number; version: number }) =>
    membershipApi.switchMembership({ ...row, enabled: false }),
  ENABLE: (row: { id: string | number; version: number }) =>
    membershipApi.switchMembership({ ...row, enabled: true }),
  RESET: membershipApi.resetMembership,
};

/** The members tab of `membershipCheck`, bound to its list and steps. */
export function BoundMembersTab({ tabs }: { tabs: ReactNode }) {
  return (
    <ListRouteProvider fetchPage={membershipApi.fetchMemberships} preserve={['tab']}>
      <RowStepsProvider steps={STEPS}>
        <MembersPanel tabs={tabs} />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

export interface MembersPanelProps {
  readonly tabs?: ReactNode;
  /** `GET /api/corporate/export-corporatevip` (a story answers it from memory). */
  readonly exportList?: (query: ListQuery) => Promise<BlobAnswer>;
  /** Saves the export (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
  /** The edit dialog of a membership (stories restore its form machine). */
  readonly renderEdit?: (membership: CorporateVip, onClose: () => void) => ReactNode;
}

/**
 * Every company's membership, soonest to end first: filters in the URL (status, level,
 * company), and per membership what its status allows: edit level and validity, disable
 * or enable, reset (each switch and the reset asked for first), and the export of the
 * filtered list.
 */
export function MembersPanel({ tabs, exportList, save, renderEdit }: MembersPanelProps) {
  const { t } = useTranslation();
  const list = ListContext.useActorRef();
  const total = ListContext.useSelector((s) => s.context.total);
  const review = ReviewContext.useActorRef();
  const levels = useLevels();
  const levelName = useLevelName();
  const [editing, setEditing] = useState<CorporateVip | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'status', name: 'status', label: t('field.status'), family: 'membership' },
      {
        kind: 'select',
        name: 'levelCode',
        label: t('membership.level'),
        options: levels.map((level) => ({ value: level.code, label: levelName(level.code) })),
      },
      { kind: 'text', name: 'companyName', label: t('field.companyName') },
    ],
    // levelName follows levels and the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, levels],
  );

  const step = (decision: keyof typeof STEPS, row: CorporateVip) =>
    review.send({ type: 'DECIDE', decision, ids: [row.id], commentRequired: false });

  const actionsOf = (row: CorporateVip) => {
    const offered = family
      .availableEvents(row.status, { party: 'platform' })
      .map((event) => event.type);
    const item = (key: string, icon: ReactElement, label: string, onClick: () => void) => (
      <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} />
    );
    const items = [item('edit', <EditIcon />, t('membership.edit'), () => setEditing(row))];
    if (offered.includes('DISABLE')) {
      items.push(
        item('disable', <BlockIcon />, t('workflowEvent.DISABLE'), () => step('DISABLE', row)),
      );
    }
    if (offered.includes('ENABLE')) {
      const label = t('workflowEvent.ENABLE');
      items.push(item('enable', <CheckCircleOutlineIcon />, label, () => step('ENABLE', row)));
    }
    items.push(item('reset', <RestartAltIcon />, t('membership.reset'), () => step('RESET', row)));
    return items;
  };

  const columns: GridColDef<CorporateVip>[] = [
    textColumn<CorporateVip>('companyName', t('field.companyName'), { flex: 2, minWidth: 180 }),
    creditCodeColumn<CorporateVip>(t('field.creditCode')),
    {
      ...textColumn<CorporateVip>('levelCode', t('membership.level'), { minWidth: 100 }),
      valueGetter: (_value, row) => levelName(row.levelCode),
    },
    textColumn<CorporateVip>('validFrom', t('membership.validFrom'), { minWidth: 100 }),
    textColumn<CorporateVip>('validTo', t('membership.validTo'), { minWidth: 100 }),
    statusColumn<CorporateVip>('status', t('field.status'), 'membership', t, { sortable: false }),
    rowActionsColumn<CorporateVip>(t('membership.actions'), ({ row }) => actionsOf(row), 3),
  ];

  const closeEdit = () => setEditing(null);
  return (
    <Stack spacing={2}>
      {tabs}
      <ListFilters fields={filters} title={t('route.membershipCheck')} />
      <ListToolbar
        label={t('membership.membersActions')}
        status={t('membership.total', { count: total })}
      >
        <Stack direction="row" sx={{ ml: 'auto' }}>
          <ExportButton
            exportList={exportList ?? membershipApi.exportMemberships}
            fallbackName={`${t('membership.exportFileName')}.xlsx`}
            label={t('membership.export')}
            {...(save ? { save } : {})}
          />
        </Stack>
      </ListToolbar>
      <ListGrid<CorporateVip> columns={columns} label={t('membership.membersListLabel')} />
      {editing &&
        (renderEdit ? (
          renderEdit(editing, closeEdit)
        ) : (
          <BoundMembershipEditDialog
            key={editing.id}
            membership={editing}
            onClose={closeEdit}
            onSaved={() => list.send({ type: 'REFRESH' })}
          />
        ))}
      <ConfirmActionDialog
        decision="DISABLE"
        title={t('membership.disableTitle')}
        question={t('membership.disableConfirm')}
        done={t('membership.disabled')}
        confirmLabel={t('workflowEvent.DISABLE')}
      />
      <ConfirmActionDialog
        decision="ENABLE"
        title={t('membership.enableTitle')}
        question={t('membership.enableConfirm')}
        done={t('membership.enabled')}
        confirmLabel={t('workflowEvent.ENABLE')}
        destructive={false}
      />
      <ConfirmActionDialog
        decision="RESET"
        title={t('membership.resetTitle')}
        question={t('membership.resetConfirm')}
        done={t('membership.resetDone')}
        confirmLabel={t('membership.reset')}
      />
    </Stack>
  );
}
