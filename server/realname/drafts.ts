/** Real-name applications' drafts: one open application per company (the shared writer). */
import { applicationDrafts } from '../lib/workflow/applicationDrafts';
import { ownApplication } from './access';
import { realnameEntity } from './entity';

export const realnameDrafts = applicationDrafts({
  entity: realnameEntity,
  openExistsKey: 'error.realnameOpenExists',
  ownRecord: async (tx, actor, id) => (await ownApplication(tx, actor, id)).application,
});
