import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pages } from '@machines/access/pages';
import type { CreditCategory } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { EnabledChip } from '../../components/EnabledChip';
import { CatalogueRecordPage } from './CatalogueRecordPage';
import { CategoryContext } from './categoryActors';
import { useCategoryName } from './CreditCategoryScreen';

export const SPECIFY_TABS = ['materials', 'template'] as const;
export type SpecifyTab = (typeof SPECIFY_TABS)[number];

const TAB_PARAM = 'tab';

/** The open tab, kept in the URL (`?id=…&tab=template`) so a reload keeps it. */
function useSpecifyTab(): [SpecifyTab, (tab: SpecifyTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab = SPECIFY_TABS.find((name) => name === requested) ?? 'materials';
  const open = (next: SpecifyTab) =>
    setParams((current) => {
      const kept = new URLSearchParams();
      kept.set('id', current.get('id') ?? '');
      kept.set(TAB_PARAM, next);
      return kept;
    });
  return [tab, open];
}

/** The page's own parameters; the materials list keeps its query beside them. */
export const PAGE_PARAMS = ['id', TAB_PARAM] as const;

export interface QualificationSpecifyScreenProps {
  readonly renderMaterials: (category: CreditCategory) => ReactNode;
  readonly renderTemplate: (category: CreditCategory) => ReactNode;
  /** Loads the category again after a failure. */
  readonly onReload: () => void;
}

/**
 * One credit category (CategoryContext): what it is, then its required materials or its
 * certificate template, one tab each (the tab is in the URL).
 */
export function QualificationSpecifyScreen({
  renderMaterials,
  renderTemplate,
  onReload,
}: QualificationSpecifyScreenProps) {
  const { t } = useTranslation();
  const result = CategoryContext.useSelector((s) => s.output);
  const [tab, onTab] = useSpecifyTab();
  const categoryName = useCategoryName();
  return (
    <CatalogueRecordPage
      title={t('route.qualificationSpecify')}
      backTo={pages.qualificationManage.path}
      backLabel={t('creditCategory.backToList')}
      result={result}
      onReload={onReload}
      name={categoryName}
      summary={(category) => (
        <DefinitionList>
          <DefinitionItem label={t('catalogue.field.businessLine')}>
            {t('catalogue.lineValue', { line: category.businessLine })}
          </DefinitionItem>
          <DefinitionItem label={t('catalogue.field.validityYears')}>
            {String(category.validityYears)}
          </DefinitionItem>
          <DefinitionItem label={t('catalogue.field.enabled')}>
            <EnabledChip enabled={category.enabled} />
          </DefinitionItem>
        </DefinitionList>
      )}
    >
      {(category) => (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: SpecifyTab) => onTab(value)}
            aria-label={t('creditCategory.tabs')}
          >
            {SPECIFY_TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`creditCategory.tab.${name}`)}
                id={`specify-tab-${name}`}
                aria-controls={`specify-panel-${name}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`specify-panel-${tab}`} aria-labelledby={`specify-tab-${tab}`}>
            {tab === 'materials' ? renderMaterials(category) : renderTemplate(category)}
          </Box>
        </>
      )}
    </CatalogueRecordPage>
  );
}
