/**
 * Project declarations agree with the qualification workflow on every path people take
 * (tests/server/support/twoLevelModel.ts drives them through the real routes).
 */
import { call } from './support/api';
import { verifiedPerson } from './support/institutions';
import { completeProjectFields, type ProjectAnswer } from './support/projects';
import { sessionFor } from './support/testServer';
import { describeTwoLevelModel } from './support/twoLevelModel';
import { DEMO } from '../demoUsers';

describeTwoLevelModel<ProjectAnswer>({
  name: 'project declarations',
  async newDraft(server, company) {
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    const manager = await verifiedPerson(server.app, company.token, reviewer);
    // The demo's line-1 review institution, whose account the model reviews as.
    const institutions = await call<{ id: number; name: string }[]>(
      server.app,
      'GET',
      '/api/corporate/query-project-institutions',
      { token: company.token },
    );
    const rongcheng = institutions.body.data.find((one) => one.name.startsWith('蓉城'));
    const fields = await completeProjectFields(server.app, company.token, manager, rongcheng?.id);
    const draft = await call<ProjectAnswer>(
      server.app,
      'POST',
      '/api/corporate/create-applyproject',
      {
        token: company.token,
        body: fields,
      },
    );
    if (draft.httpStatus !== 200) throw new Error(`Draft failed: ${draft.body.message}`);
    return draft.body.data;
  },
  submit: '/api/corporate/submit-applyproject',
  withdraw: '/api/corporate/withdraw-applyproject',
  decide: '/api/audit/update-corporateproject-status',
  detail: '/api/corporate/query-applyproject-detail',
});
