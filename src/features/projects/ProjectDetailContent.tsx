import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectApplicationDetail } from '@machines/contracts';
import { DetailResultView } from '../../components/RecordDialog';
import { ProjectDetailContext } from './projectActors';
import { ProjectView } from './ProjectView';

export interface ProjectDetailContentProps {
  readonly onReload: () => void;
  /** What the viewer may do with the loaded declaration. */
  readonly actions?: (detail: ProjectApplicationDetail) => ReactNode;
}

/** The declaration's loader state: loading, failed (with a retry), or the declaration. */
export function ProjectDetailContent({ onReload, actions }: ProjectDetailContentProps) {
  const { t } = useTranslation();
  const result = ProjectDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('project.loadFailed')} onReload={onReload}>
      {(detail) => <ProjectView detail={detail} actions={actions?.(detail)} />}
    </DetailResultView>
  );
}
