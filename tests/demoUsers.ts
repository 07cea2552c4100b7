/**
 * The demo association's accounts (server/seed/demoData.ts), named by who they are, for
 * the tests that sign in as them: a test says "the platform reviewer", not a phone number.
 * tests/unit/demoUsers.test.ts holds each to the seed's account and its roles.
 */
export const DEMO = {
  /** 0000, the association's super-administrator. */
  superAdmin: '13900000000',
  /** 0100, the platform's reviewer. */
  platformReviewer: '13900000001',
  /** 0900, the operator who runs the system (appeals, accounts, the outbox). */
  operator: '13900000009',
  /** Shuxin's admin: a company (2000), its training institution (2010) and review (2001). */
  shuxinAdmin: '13900002000',
  /** Jincheng's admin (2000). */
  jinchengAdmin: '13900002001',
  /** A Jincheng employee (2000, not its admin). */
  jinchengStaff: '13900002002',
  /** Tianfu's admin, also a training institution's (2110). */
  tianfuAdmin: '13900002110',
  /** Rongcheng's admin, also a review institution's (2101). */
  rongchengAdmin: '13900002101',
  /** The admins of Huaxi, Minjiang, Jinsha and Wenjiang (2000). */
  huaxiAdmin: '13900002003',
  minjiangAdmin: '13900002004',
  jinshaAdmin: '13900002005',
  wenjiangAdmin: '13900002006',
  /** 1000, a person training on their own behalf. */
  trainee: '13900001000',
  /** 1010, a course review expert. */
  courseExpert: '13900001010',
  /** 1011, a certificate review expert. */
  certificateExpert: '13900001011',
  /** 01000, the business query account. */
  businessQuery: '13900010000',
} as const;

export type DemoUser = keyof typeof DEMO;
