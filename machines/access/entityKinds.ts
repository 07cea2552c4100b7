/**
 * The kinds of record a request can name by id. A route says which kind each of its id
 * fields refers to (`config.references`), so the cross-tenant suite can call it with
 * another tenant's record of that kind; a field that looks like an id and is not declared
 * fails that suite.
 */
export type EntityKind =
  | 'account'
  | 'appeal'
  | 'captcha'
  | 'catalogueEntry'
  | 'corporate'
  | 'course'
  | 'courseMaterial'
  | 'creditApplication'
  /** A sign-up's request to move to another session: its applicant's, decided by the institution. */
  | 'dateChange'
  | 'file'
  | 'institutionApplication'
  | 'membership'
  | 'message'
  /** A published course as offered for sign-up: open to every company and trainee. */
  | 'openCourse'
  | 'person'
  | 'projectApplication'
  | 'realnameApplication'
  | 'signUp'
  | 'trainingDate'
  /** A company's training history or cultivation declaration. */
  | 'trainingHistory'
  | 'vipApplication';
