/** The institution application endpoints (training kind) agree with the generic workflow. */
import { call } from './support/api';
import { describeApplicationModel, type VersionedRecord } from './support/applicationModel';
import {
  completeInstitutionFields,
  INSTITUTION_PATHS,
  verifiedPerson,
} from './support/institutions';

const paths = INSTITUTION_PATHS.training;

describeApplicationModel<VersionedRecord>('institution endpoints agree with the workflow machine', {
  async create(server, { company, reviewer }) {
    const teacher = await verifiedPerson(server.app, company.token, reviewer);
    const fields = await completeInstitutionFields(server.app, company.token, 'training', [
      teacher,
    ]);
    const saved = await call<VersionedRecord>(server.app, 'POST', paths.save, {
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
    if (event.type === 'SUBMIT') return post(token, paths.submit, target);
    if (event.type === 'WITHDRAW') return post(token, paths.withdraw, target);
    return post(token, paths.decide, {
      ...target,
      event: event.type,
      ...(event.comment ? { comment: event.comment } : {}),
    });
  },
  async reload(server, application, { company }) {
    const detail = await call<{ application: VersionedRecord }>(
      server.app,
      'GET',
      `${paths.detail}?id=${application.id}`,
      { token: company.token },
    );
    return detail.body.data.application;
  },
});
