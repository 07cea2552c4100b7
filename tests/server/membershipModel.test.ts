/** The membership application endpoints agree with the generic application workflow. */
import { describeApplicationModel, driverByPaths } from './support/applicationModel';
import { completeVipFields } from './support/membership';

describeApplicationModel(
  'membership endpoints agree with the workflow machine',
  driverByPaths(
    {
      save: '/api/corporate/save-vipapply',
      submit: '/api/corporate/submit-vipapply',
      withdraw: '/api/corporate/withdraw-vipapply',
      decide: '/api/audit/update-corporatevip-status',
      detail: '/api/corporate/query-vipapply-detail',
      detailField: 'application',
    },
    (server, { company }) => completeVipFields(server.app, company.token),
  ),
);
