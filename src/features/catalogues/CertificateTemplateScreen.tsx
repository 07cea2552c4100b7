import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pages } from '@machines/access/pages';
import type { CatalogueLevel } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { EnabledChip } from '../../components/EnabledChip';
import { CatalogueRecordPage } from './CatalogueRecordPage';
import { useEntryName } from '../../lib/entryName';
import { CertificateLevelContext } from './certificateTemplateActors';

export interface CertificateTemplateScreenProps {
  /** The level's template designer. */
  readonly renderTemplate: (level: CatalogueLevel) => ReactNode;
  /** Loads the level again after a failure. */
  readonly onReload: () => void;
}

/**
 * One personnel certificate level (CertificateLevelContext): what it is, and the
 * certificate template every certificate of the level is drawn from.
 */
export function CertificateTemplateScreen({
  renderTemplate,
  onReload,
}: CertificateTemplateScreenProps) {
  const { t } = useTranslation();
  const result = CertificateLevelContext.useSelector((s) => s.output);
  const entryName = useEntryName();
  return (
    <CatalogueRecordPage
      title={t('route.certificateTemplate')}
      backTo={pages.certificateLevelManage.path}
      backLabel={t('certificateTemplate.backToList')}
      result={result}
      onReload={onReload}
      name={(level) =>
        `${entryName({ name: level.typeName, nameEn: level.typeNameEn })} · ${entryName(level)}`
      }
      summary={(level) => (
        <DefinitionList>
          <DefinitionItem label={t('catalogue.field.businessLine')}>
            {t('catalogue.lineValue', { line: level.businessLine })}
          </DefinitionItem>
          <DefinitionItem label={t('catalogue.field.enabled')}>
            <EnabledChip enabled={level.enabled} />
          </DefinitionItem>
        </DefinitionList>
      )}
    >
      {renderTemplate}
    </CatalogueRecordPage>
  );
}
