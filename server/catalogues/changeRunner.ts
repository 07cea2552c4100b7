/** How a catalogue route runs a change: in one transaction with its admin action. */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { actionRecorder, administer } from '../lib/adminAudit';
import type { ServerContext } from '../lib/context';
import type { CatalogueChange } from './changes';

export type ChangeRunner = <T>(
  request: FastifyRequest,
  run: (tx: Database, by: CatalogueChange) => Promise<T>,
) => Promise<T>;

export function changeRunner({ db, clock }: ServerContext): ChangeRunner {
  return (request, run) =>
    administer(db, request, (tx) =>
      run(tx, {
        now: clock.now(),
        recordAction: actionRecorder(request),
      }),
    );
}
