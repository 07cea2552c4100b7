import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demoData';
import { DEMO } from '../demoUsers';

/** The roles each named demo user is known by in the tests. */
const ROLES: Record<keyof typeof DEMO, readonly string[]> = {
  superAdmin: ['0000'],
  platformReviewer: ['0100'],
  operator: ['0900'],
  shuxinAdmin: ['2000', '2010', '2001'],
  jinchengAdmin: ['2000'],
  jinchengStaff: ['2000'],
  tianfuAdmin: ['2000', '2110'],
  rongchengAdmin: ['2000', '2101'],
  huaxiAdmin: ['2000'],
  minjiangAdmin: ['2000'],
  jinshaAdmin: ['2000'],
  wenjiangAdmin: ['2000'],
  trainee: ['1000'],
  courseExpert: ['1010'],
  certificateExpert: ['1011'],
  businessQuery: ['01000'],
};

describe('the demo users the tests name', () => {
  it.each(Object.entries(DEMO))('%s is the seed account with its roles', (name, userName) => {
    const account = demoAccounts.find((candidate) => candidate.userName === userName);
    expect(account, `${name}: no demo account ${userName}`).toBeDefined();
    expect(account?.roles).toEqual(ROLES[name as keyof typeof DEMO]);
  });
});
