/** The personnel endpoints agree with the generic application workflow, path by path. */
import { call } from './support/api';
import { describeApplicationModel, type VersionedRecord } from './support/applicationModel';
import { completePersonFields } from './support/people';

describeApplicationModel<VersionedRecord>('personnel endpoints agree with the workflow machine', {
  async create(server, { company }) {
    const fields = await completePersonFields(server.app, company.token);
    const saved = await call<VersionedRecord>(server.app, 'POST', '/api/user/save-userstaff', {
      token: company.token,
      body: fields,
    });
    return saved.body.data;
  },
  send(server, event, person, { company, reviewer }) {
    const target = { id: person.id, version: person.version };
    const post = (token: string, url: string, body: unknown) =>
      call<VersionedRecord>(server.app, 'POST', url, { token, body });
    const token = event.actor.party === 'applicant' ? company.token : reviewer;
    if (event.type === 'SUBMIT') return post(token, '/api/user/declare-userstaff', target);
    if (event.type === 'WITHDRAW') return post(token, '/api/user/withdraw-userstaff', target);
    return post(token, '/api/audit/update-corporateuser-status', {
      ...target,
      event: event.type,
      ...(event.comment ? { comment: event.comment } : {}),
    });
  },
  async reload(server, person, { company }) {
    const detail = await call<{ person: VersionedRecord }>(
      server.app,
      'GET',
      `/api/user/query-userstaff-detail?id=${person.id}`,
      { token: company.token },
    );
    return detail.body.data.person;
  },
});
