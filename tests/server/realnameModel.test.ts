/** The real-name endpoints agree with the generic application workflow, path by path. */
import { describeApplicationModel } from './support/applicationModel';
import { completeFields, realnameApi, type Row } from './support/realname';
import { uploadLicence } from './support/uploads';

describeApplicationModel<Row>('real-name endpoints agree with the workflow machine', {
  async create(server, { company }) {
    const licence = await uploadLicence(server.app, company.token);
    const api = realnameApi(server.app);
    return (await api.save(company.token, completeFields(company, licence))).body.data;
  },
  send(server, event, row, { company, reviewer }) {
    const api = realnameApi(server.app);
    const token = event.actor.party === 'applicant' ? company.token : reviewer;
    const target = { id: row.id, version: row.version };
    if (event.type === 'SUBMIT') return api.submit(token, target);
    if (event.type === 'WITHDRAW') return api.withdraw(token, target);
    return api.decide(token, { ...target, event: event.type, comment: event.comment });
  },
  async reload(server, row, { company }) {
    const api = realnameApi(server.app);
    return (await api.detail(company.token, { id: String(row.id) })).body.data.application;
  },
});
