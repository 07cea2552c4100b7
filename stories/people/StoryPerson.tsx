/** A person's dialog over a list in a story, its loader bound to a story function. */
import { useState } from 'react';
import type { RowId } from '@machines/app/list';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { RecordDialog } from '../../src/components/RecordDialog';
import { PersonDetailContext } from '../../src/features/people/peopleActors';
import { PersonDetailContent } from '../../src/features/people/PersonDetailDialog';
import type { PersonDetail } from '../../src/lib/api/people';

export function StoryPerson({
  id,
  onClose,
  load,
}: {
  id: string;
  onClose: () => void;
  load: (id: RowId) => Promise<PersonDetail>;
}) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <RecordDialog title="人员详情" onClose={onClose}>
      <PersonDetailContext.Provider logic={loader} options={{ input: { id } }}>
        <PersonDetailContent onReload={() => undefined} />
      </PersonDetailContext.Provider>
    </RecordDialog>
  );
}
