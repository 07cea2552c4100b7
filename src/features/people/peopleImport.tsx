/** The roster's spreadsheet import bound to its calls; the roster reloads after an import. */
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { sheetImportMachine, type ImportFile } from '@machines/app/sheetImport';
import { ListContext, SheetImportContext } from '../../components/actorContexts';
import * as peopleApi from '../../lib/api/people';

const bodyOf = (file: ImportFile) => file.body as Blob;

export function PeopleImportProvider({ children }: { children: ReactNode }) {
  const list = ListContext.useActorRef();
  const [logic] = useState(() =>
    sheetImportMachine.provide({
      actors: {
        check: fromPromise(({ input }) =>
          peopleApi.importPeople(bodyOf(input.file), input.file.name, 'check'),
        ),
        commit: fromPromise(({ input }) =>
          peopleApi.importPeople(bodyOf(input.file), input.file.name, input.mode),
        ),
      },
      actions: { imported: () => list.send({ type: 'REFRESH' }) },
    }),
  );
  return <SheetImportContext.Provider logic={logic}>{children}</SheetImportContext.Provider>;
}
