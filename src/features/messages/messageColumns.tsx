import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { MESSAGE_READ_STATES, readStateOf } from '@machines/app/messageLabels';
import type { MessageItem } from '@machines/contracts';
import {
  CellText,
  chipColumnWidth,
  headerWidth,
  textColumn,
  viewAction,
} from '../../components/gridColumns';
import { formatDateTime } from '../../lib/dates';
import { timeAgo } from '../../lib/timeAgo';

export interface MessageColumnOptions {
  /** The moment ages are counted from. */
  readonly now: Date;
  /** Marking is under way: the row buttons wait. */
  readonly marking: boolean;
  readonly onView: (row: MessageItem) => void;
  readonly onMarkRead: (row: MessageItem) => void;
}

/**
 * The message centre's columns: read state as a chip (meta from messageLabels), the
 * title in bold while unread, the text, the age in words (the date in a tooltip), and
 * view / mark-read actions.
 */
export function useMessageColumns({
  now,
  marking,
  onView,
  onMarkRead,
}: MessageColumnOptions): GridColDef<MessageItem>[] {
  const { t } = useTranslation();
  return [
    {
      field: 'read',
      headerName: t('message.state.label'),
      flex: 0.4,
      minWidth: chipColumnWidth(
        t('message.state.label'),
        Object.values(MESSAGE_READ_STATES).map((meta) => t(meta.label)),
      ),
      sortable: false,
      renderCell: ({ row }) => {
        const meta = MESSAGE_READ_STATES[readStateOf(row.read)];
        return <Chip size="small" color={meta.color} label={t(meta.label)} />;
      },
    },
    {
      field: 'title',
      headerName: t('field.title'),
      flex: 1,
      minWidth: Math.max(160, headerWidth(t('field.title'), false)),
      sortable: false,
      renderCell: ({ row }) => (
        <Typography
          variant="body2"
          component="div"
          sx={{ fontWeight: row.read ? 400 : 700, minWidth: 0, width: '100%' }}
        >
          <CellText>{row.title}</CellText>
        </Typography>
      ),
    },
    textColumn<MessageItem>('content', t('field.content'), { flex: 2, minWidth: 200 }),
    {
      field: 'createdAt',
      headerName: t('message.sentAt'),
      flex: 0.5,
      minWidth: Math.max(110, headerWidth(t('message.sentAt'), false)),
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={formatDateTime(row.createdAt)}>
          <time dateTime={row.createdAt}>{timeAgo(row.createdAt, now, t)}</time>
        </Tooltip>
      ),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('message.actions'),
      width: 100,
      getActions: ({ row }) => [
        viewAction(t('message.view'), () => onView(row)),
        ...(row.read
          ? []
          : [
              <GridActionsCellItem
                key="read"
                icon={<DoneIcon />}
                label={t('message.markRead')}
                disabled={marking}
                onClick={() => onMarkRead(row)}
              />,
            ]),
      ],
    },
  ];
}
