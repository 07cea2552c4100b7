import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  sheetImportMachine,
  type ImportCommitMode,
  type ImportFile,
  type ImportReport,
} from '@machines/app/sheetImport';

const file: ImportFile = { name: 'people.xlsx', body: null };

const reportOf = (valid: number, invalid: number, saved = 0): ImportReport => ({
  rows: [
    ...Array.from({ length: valid }, (_, index) => ({ row: index + 2, errors: {} })),
    ...Array.from({ length: invalid }, (_, index) => ({
      row: valid + index + 2,
      errors: { idCard: '身份证号码不正确' },
    })),
  ],
  total: valid + invalid,
  valid,
  invalid,
  saved,
});

function startImport(
  check: () => Promise<ImportReport>,
  commit: (mode: ImportCommitMode) => Promise<ImportReport>,
) {
  const calls = { check: vi.fn(check), commit: vi.fn(commit), imported: vi.fn() };
  const actor = createActor(
    sheetImportMachine.provide({
      actors: {
        check: fromPromise(() => calls.check()),
        commit: fromPromise(({ input }: { input: { file: ImportFile; mode: ImportCommitMode } }) =>
          calls.commit(input.mode),
        ),
      },
      actions: { imported: calls.imported },
    }),
  ).start();
  actor.send({ type: 'OPEN' });
  return { actor, ...calls };
}

describe('sheet import machine', () => {
  it('checks the chosen file, saves nothing until asked, then imports every row', async () => {
    const { actor, commit, imported } = startImport(
      async () => reportOf(3, 0),
      async () => reportOf(3, 0, 3),
    );
    actor.send({ type: 'CHOOSE', file });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(commit).not.toHaveBeenCalled();
    actor.send({ type: 'IMPORT' });
    await waitFor(actor, (s) => s.matches('imported'));
    expect(commit).toHaveBeenCalledWith('all');
    expect(imported).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.report?.saved).toBe(3);
  });

  it('imports the valid rows only when some are wrong, and nothing when none is valid', async () => {
    const some = startImport(
      async () => reportOf(2, 1),
      async () => reportOf(2, 1, 2),
    );
    some.actor.send({ type: 'CHOOSE', file });
    await waitFor(some.actor, (s) => s.matches('reviewing'));
    some.actor.send({ type: 'IMPORT' });
    await waitFor(some.actor, (s) => s.matches('imported'));
    expect(some.commit).toHaveBeenCalledWith('valid');

    const none = startImport(
      async () => reportOf(0, 2),
      async () => reportOf(0, 2),
    );
    none.actor.send({ type: 'CHOOSE', file });
    await waitFor(none.actor, (s) => s.matches('reviewing'));
    none.actor.send({ type: 'IMPORT' });
    expect(none.actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(none.commit).not.toHaveBeenCalled();
  });

  it('shows a new report when the roster changed before the import, saving nothing', async () => {
    const { actor, imported } = startImport(
      async () => reportOf(2, 0),
      async () => reportOf(1, 1, 0),
    );
    actor.send({ type: 'CHOOSE', file });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'IMPORT' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.report?.invalid === 1);
    expect(imported).not.toHaveBeenCalled();
  });

  it('retries what failed: the check, or the import after a good check', async () => {
    let checks = 0;
    const { actor, check, commit } = startImport(
      async () => {
        checks += 1;
        if (checks === 1) throw new Error('offline');
        return reportOf(1, 0);
      },
      async () => {
        if (commit.mock.calls.length === 1) throw new Error('conflict');
        return reportOf(1, 0, 1);
      },
    );
    actor.send({ type: 'CHOOSE', file });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(check).toHaveBeenCalledTimes(2);
    actor.send({ type: 'IMPORT' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('imported'));
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while a file is on its way', async () => {
    const { actor } = startImport(
      () => new Promise<ImportReport>(() => undefined),
      async () => reportOf(0, 0),
    );
    actor.send({ type: 'CHOOSE', file });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
