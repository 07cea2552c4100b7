/** The training history endpoints agree with the generic application workflow, path by path. */
import { describeApplicationModel, driverByPaths } from './support/applicationModel';
import { verifiedPerson } from './support/institutions';
import { completeHistoryFields, HISTORY_CREATE, HISTORY_SUBMIT } from './support/trainingHistories';

describeApplicationModel(
  'training history endpoints agree with the workflow machine',
  driverByPaths(
    {
      save: HISTORY_CREATE,
      submit: HISTORY_SUBMIT,
      withdraw: '/api/corporate/withdraw-corporatetrain-history',
      decide: '/api/audit/update-corporatetrainhistory-status',
      detail: '/api/corporate/query-corporatetrainhistory-detail',
      detailField: 'application',
    },
    async (server, { company, reviewer }) => {
      const person = await verifiedPerson(server.app, company.token, reviewer);
      return completeHistoryFields(server.app, company.token, person);
    },
  ),
);
