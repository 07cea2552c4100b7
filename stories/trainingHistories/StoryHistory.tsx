/** A declaration's dialog over a list in a story, its loader bound to a story function. */
import { useState } from 'react';
import type { RowId } from '@machines/app/list';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { RecordDialog } from '../../src/components/RecordDialog';
import { HistoryDetailContent } from '../../src/features/trainingHistories/HistoryDetailContent';
import { HistoryDetailContext } from '../../src/features/trainingHistories/historyActors';
import { HistoryDecisions } from '../../src/features/trainingHistories/TrainHistoryCheckScreen';
import type { TrainingHistoryDetail } from '../../src/lib/api/trainingHistories';

export function StoryHistory({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<TrainingHistoryDetail>;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <RecordDialog title="培训申报" onClose={onClose}>
      <HistoryDetailContext.Provider logic={loader} options={{ input: { id } }}>
        <HistoryDetailContent onReload={() => undefined} actions={HistoryDecisions} />
      </HistoryDetailContext.Provider>
    </RecordDialog>
  );
}
