/** Membership applications' drafts: one open application per company (the shared writer). */
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import { ownApplication } from './access';
import { vipApplicationEntity } from './entity';

export const vipDrafts = applicationDrafts({
  entity: vipApplicationEntity,
  openExistsKey: 'error.vipOpenExists',
  ownRecord: async (tx, actor, id) => (await ownApplication(tx, actor, id)).application,
});
