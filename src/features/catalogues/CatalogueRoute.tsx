import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GridActionsCellItem } from '@mui/x-data-grid';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { pages, type PageId } from '@machines/access/pages';
import type { RowId } from '@machines/app/list';
import type { CatalogueKind, CatalogueType } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import { ListContext } from '../../components/actorContexts';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as cataloguesApi from '../../lib/api/catalogues';
import { useEntryName } from '../../lib/entryName';
import type { CataloguePart } from '../../lib/api/catalogues';
import { appTypesLoader, ONCE, TypesContext } from './catalogueActors';
import { BoundCatalogueEntryDialog } from './CatalogueEntryDialog';
import { useSavedNotice } from './savedNotice';
import { CatalogueScreen, type CatalogueStep } from './CatalogueScreen';
import { switchedValuesOf, type CatalogueEntry } from './entryForm';

/** A types page needs no list of types: its loader answers none at once. */
const noTypesLoader = detailLoaderOf<readonly CatalogueType[]>(() => Promise.resolve([]));

/** The row a step acts on, as the list holds it (the list rows are catalogue entries). */
const entryOf = (row: unknown) => row as CatalogueEntry;

function stepsOf(kind: CatalogueKind, part: CataloguePart): Record<CatalogueStep, RowStepCall> {
  const switchTo =
    (enabled: boolean): RowStepCall =>
    ({ id, row }) =>
      cataloguesApi.saveEntry(kind, part, { ...switchedValuesOf(part, entryOf(row), enabled), id });
  return {
    DISABLE: switchTo(false),
    ENABLE: switchTo(true),
    COPY: ({ id }) => cataloguesApi.copyType(kind, id),
    DELETE: ({ id }: { id: RowId }) => cataloguesApi.deleteEntry(kind, part, id),
  };
}

/** The screen of one catalogue page, bound to its list, steps and form. */
function BoundCatalogue({
  kind,
  part,
  page,
}: {
  kind: CatalogueKind;
  part: CataloguePart;
  page: PageId;
}) {
  const { t } = useTranslation();
  const list = ListContext.useActorRef();
  const total = ListContext.useSelector((s) => s.context.total);
  const typeFilter = ListContext.useSelector((s) => s.context.query.filters.typeId);
  const navigate = useNavigate();
  const savedNotice = useSavedNotice();
  const entryName = useEntryName();
  const pageSize = ListContext.useSelector((s) => s.context.query.pageSize);
  /**
   * Saved: the dialog closes, a toast names the entry, and a new one is brought into view
   * (issue 42: it landed unseen on page 2). A new entry, its sort defaulting after the
   * others', ends its group: a level is shown among its type's levels, a type on the last
   * page.
   */
  const showSaved = (saved: CatalogueEntry, created: boolean) => {
    savedNotice(entryName(saved));
    if (!created) list.send({ type: 'REFRESH' });
    else if (part === 'level' && saved.typeId !== undefined) {
      list.send({ type: 'FILTERS.CHANGED', filters: { typeId: String(saved.typeId) } });
    } else
      list.send({ type: 'PAGE.CHANGED', pageIndex: Math.floor(total / pageSize) + 1, pageSize });
  };
  // A personnel certificate level has its certificate template on a page of its own.
  const templateAction =
    kind === 'certificate' && part === 'level'
      ? (entry: CatalogueEntry) => (
          <GridActionsCellItem
            key="template"
            icon={<WorkspacePremiumOutlinedIcon />}
            label={t('certificateTemplate.open')}
            onClick={() => void navigate(`${pages.certificateTemplate.path}?id=${entry.id}`)}
          />
        )
      : undefined;
  return (
    <RowStepsProvider steps={stepsOf(kind, part)}>
      <CatalogueScreen
        part={part}
        title={t(`route.${page}`)}
        {...(templateAction ? { extraAction: templateAction } : {})}
        renderEntry={(entry, onClose) => (
          <BoundCatalogueEntryDialog
            key={entry?.id ?? 'new'}
            kind={kind}
            part={part}
            entry={entry}
            defaults={{ sort: total + 1, ...(typeFilter ? { typeId: typeFilter } : {}) }}
            onClose={onClose}
            onSaved={(saved) => {
              onClose();
              showSaved(saved, entry === null);
            }}
          />
        )}
      />
    </RowStepsProvider>
  );
}

/** The route component of a catalogue page: its list in the URL, its types once. */
export function catalogueRoute(kind: CatalogueKind, part: CataloguePart, page: PageId) {
  const fetchPage = (query: Parameters<typeof cataloguesApi.fetchTypes>[1]) =>
    part === 'type'
      ? cataloguesApi.fetchTypes(kind, query)
      : cataloguesApi.fetchLevels(kind, query);
  const types = part === 'type' ? noTypesLoader : appTypesLoader(kind);
  const Route: ComponentType = () => {
    return (
      <TypesContext.Provider logic={types} options={{ input: ONCE }}>
        <ListRouteProvider fetchPage={fetchPage}>
          <BoundCatalogue kind={kind} part={part} page={page} />
        </ListRouteProvider>
      </TypesContext.Provider>
    );
  };
  Route.displayName = `CatalogueRoute(${page})`;
  return Route;
}
