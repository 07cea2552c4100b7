/** The personnel endpoints agree with the generic application workflow, path by path. */
import { describeApplicationModel, driverByPaths } from './support/applicationModel';
import { completePersonFields } from './support/people';

describeApplicationModel(
  'personnel endpoints agree with the workflow machine',
  driverByPaths(
    {
      save: '/api/user/save-userstaff',
      submit: '/api/user/declare-userstaff',
      withdraw: '/api/user/withdraw-userstaff',
      decide: '/api/audit/update-corporateuser-status',
      detail: '/api/user/query-userstaff-detail',
      detailField: 'person',
    },
    (server, { company }) => completePersonFields(server.app, company.token),
  ),
);
