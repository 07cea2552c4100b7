import { appealWorkflow } from './appealWorkflow';
import { applicationWorkflow } from './applicationWorkflow';
import { courseWorkflow } from './courseWorkflow';
import { dateChangeWorkflow } from './dateChangeWorkflow';
import { membershipWorkflow } from './membershipWorkflow';
import { qualificationWorkflow } from './qualificationWorkflow';
import { signUpWorkflow } from './signUpWorkflow';
export { moveIsAhead, type TrainingDateContext } from './trainingDateWorkflow';
import { statusFamily } from './statusFamily';
import { trainingDateWorkflow } from './trainingDateWorkflow';

export * from './workflow';
export * from './associationDay';
export * from './statusFamily';
export { appealWorkflow, applicationWorkflow, courseWorkflow, qualificationWorkflow };
export { dateChangeWorkflow, membershipWorkflow, signUpWorkflow, trainingDateWorkflow };
export {
  SIGN_UP_CERTIFICATE_STATES,
  sessionHasStarted,
  type SignUpContext,
} from './signUpWorkflow';

/** Every status family of DESIGN §3, by the name used in `status.<family>.<state>` keys. */
export const statusFamilies = {
  application: statusFamily('application', applicationWorkflow),
  appeal: statusFamily('appeal', appealWorkflow),
  qualification: statusFamily('qualification', qualificationWorkflow),
  course: statusFamily('course', courseWorkflow),
  signUp: statusFamily('signUp', signUpWorkflow),
  trainingDate: statusFamily('trainingDate', trainingDateWorkflow),
  membership: statusFamily('membership', membershipWorkflow),
  dateChange: statusFamily('dateChange', dateChangeWorkflow),
};

export type StatusFamilyName = keyof typeof statusFamilies;
