/** The institution application endpoints (training kind) agree with the generic workflow. */
import { describeApplicationModel, driverByPaths } from './support/applicationModel';
import {
  completeInstitutionFields,
  INSTITUTION_PATHS,
  verifiedPerson,
} from './support/institutions';

describeApplicationModel(
  'institution endpoints agree with the workflow machine',
  driverByPaths(
    { ...INSTITUTION_PATHS.training, detailField: 'application' },
    async (server, { company, reviewer }) => {
      const teacher = await verifiedPerson(server.app, company.token, reviewer);
      return completeInstitutionFields(server.app, company.token, 'training', [teacher]);
    },
  ),
);
