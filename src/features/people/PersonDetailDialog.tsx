import { useTranslation } from 'react-i18next';
import { DetailResultView } from '../../components/RecordDialog';
import { PersonDetailContext } from './peopleActors';
import { PersonDetailView } from './PersonDetailView';

/** The person's loader state in the record dialog: loading, failed, or the person. */
export function PersonDetailContent({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const result = PersonDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('person.loadFailed')} onReload={onReload}>
      {(detail) => <PersonDetailView detail={detail} />}
    </DetailResultView>
  );
}
