/** The training history endpoints agree with the generic application workflow, path by path. */
import { call } from './support/api';
import { describeApplicationModel, type VersionedRecord } from './support/applicationModel';
import { verifiedPerson } from './support/institutions';
import { completeHistoryFields, HISTORY_CREATE, HISTORY_SUBMIT } from './support/trainingHistories';

describeApplicationModel<VersionedRecord>(
  'training history endpoints agree with the workflow machine',
  {
    async create(server, { company, reviewer }) {
      const person = await verifiedPerson(server.app, company.token, reviewer);
      const fields = await completeHistoryFields(server.app, company.token, person);
      const saved = await call<VersionedRecord>(server.app, 'POST', HISTORY_CREATE, {
        token: company.token,
        body: fields,
      });
      return saved.body.data;
    },
    send(server, event, history, { company, reviewer }) {
      const target = { id: history.id, version: history.version };
      const post = (token: string, url: string, body: unknown) =>
        call<VersionedRecord>(server.app, 'POST', url, { token, body });
      const token = event.actor.party === 'applicant' ? company.token : reviewer;
      if (event.type === 'SUBMIT') return post(token, HISTORY_SUBMIT, target);
      if (event.type === 'WITHDRAW') {
        return post(token, '/api/corporate/withdraw-corporatetrain-history', target);
      }
      return post(token, '/api/audit/update-corporatetrainhistory-status', {
        ...target,
        event: event.type,
        ...(event.comment ? { comment: event.comment } : {}),
      });
    },
    async reload(server, history, { company }) {
      const detail = await call<{ application: VersionedRecord }>(
        server.app,
        'GET',
        '/api/corporate/query-corporatetrainhistory-detail',
        { token: company.token, query: { id: String(history.id) } },
      );
      return detail.body.data.application;
    },
  },
);
