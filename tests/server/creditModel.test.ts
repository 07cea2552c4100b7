/**
 * Credit applications agree with the qualification workflow on every path people take
 * (tests/server/support/twoLevelModel.ts drives them through the real routes).
 */
import { call } from './support/api';
import {
  completeCreditFields,
  CREDIT,
  offeredCategoryOf,
  uploadEveryMaterial,
  type CreditApplicationAnswer,
} from './support/credit';
import { verifiedPerson } from './support/institutions';
import { sessionFor } from './support/testServer';
import { describeTwoLevelModel } from './support/twoLevelModel';
import { DEMO } from '../demoUsers';

describeTwoLevelModel<CreditApplicationAnswer>({
  name: 'credit applications',
  async newDraft(server, company) {
    const reviewer = await sessionFor(server, DEMO.platformReviewer);
    const person = await verifiedPerson(server.app, company.token, reviewer);
    const category = await offeredCategoryOf(server.app, company.token);
    const fields = await completeCreditFields(server.app, company.token, category.id, [person]);
    const draft = await call<CreditApplicationAnswer>(
      server.app,
      'POST',
      `${CREDIT}/create-corporatecredit`,
      { token: company.token, body: fields },
    );
    return uploadEveryMaterial(server.app, company.token, draft.body.data);
  },
  submit: `${CREDIT}/submit-corporatecredit`,
  withdraw: `${CREDIT}/withdraw-corporatecredit`,
  decide: `${CREDIT}/update-corporatecredit-status`,
  detail: `${CREDIT}/query-corporatecredit-detail`,
});
