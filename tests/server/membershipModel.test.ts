/** The membership application endpoints agree with the generic application workflow. */
import { call } from './support/api';
import { describeApplicationModel, type VersionedRecord } from './support/applicationModel';
import { completeVipFields } from './support/membership';

describeApplicationModel<VersionedRecord>('membership endpoints agree with the workflow machine', {
  async create(server, { company }) {
    const fields = await completeVipFields(server.app, company.token);
    const saved = await call<VersionedRecord>(server.app, 'POST', '/api/corporate/save-vipapply', {
      token: company.token,
      body: fields,
    });
    return saved.body.data;
  },
  send(server, event, application, { company, reviewer }) {
    const target = { id: application.id, version: application.version };
    const post = (token: string, url: string, body: unknown) =>
      call<VersionedRecord>(server.app, 'POST', url, { token, body });
    const token = event.actor.party === 'applicant' ? company.token : reviewer;
    if (event.type === 'SUBMIT') return post(token, '/api/corporate/submit-vipapply', target);
    if (event.type === 'WITHDRAW') return post(token, '/api/corporate/withdraw-vipapply', target);
    return post(token, '/api/audit/update-corporatevip-status', {
      ...target,
      event: event.type,
      ...(event.comment ? { comment: event.comment } : {}),
    });
  },
  async reload(server, application, { company }) {
    const detail = await call<{ application: VersionedRecord }>(
      server.app,
      'GET',
      `/api/corporate/query-vipapply-detail?id=${application.id}`,
      { token: company.token },
    );
    return detail.body.data.application;
  },
});
