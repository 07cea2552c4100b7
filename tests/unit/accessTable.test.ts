/**
 * The access table against the seed's route lists (§2, §6) and DESIGN §2, role by role:
 * exactly these codes open each page, no more, no fewer.
 */
import { describe, expect, it } from 'vitest';
import {
  canOpenPage,
  PAGE_IDS,
  pageDefinition,
  pages,
  pageRoles,
  type PageId,
} from '@machines/access/pages';
import { menuPageOf, pageLineage } from '@machines/access/placement';
import { PLATFORM_ROLES, ROLE_CODES, type RoleCode } from '@machines/access/roles';

const platform = [...PLATFORM_ROLES];
const companies = ROLE_CODES.filter((code) => /^2\d{3}$/.test(code));

function pageAt(path: string): PageId {
  const id = PAGE_IDS.find((candidate) => pages[candidate].path === path);
  if (!id) throw new Error(`no page at ${path}`);
  return id;
}

const sorted = (codes: readonly RoleCode[]) => [...codes].sort();
const openers = (id: PageId) => sorted(pageRoles(id, ROLE_CODES));

describe('access table: the seed route lists, exactly', () => {
  it.each<[string, RoleCode[]]>([
    [
      '/entryTraining',
      ['2010', '2110', '2210', '2310', '2111', '2211', '2311', '2810', '2510', '2610', '2710'],
    ],
    ['/traningApply', ['2010', '2011']],
    ['/projectCheck', ['2001', '2101', '2301', '2111', '2311', '2601']],
    ['/creditCheck', ['2001', '2101', '2301', '2111', '2311', '2601']],
    ['/creditApply', ['2000']],
    ['/newApply', ['1000', '2000']],
    ['/businessPerson', ['01000']],
    ['/businessCredit', ['01000']],
    ['/platSystemManage', ['0000', '0900']],
    ['/platSystemManage/qualificationManage', ['0000']],
    ['/platSystemManage/courseManage', ['0000']],
    ['/platSystemManage/accountManagement', ['0000', '0900']],
    ['/platSystemManage/creditTypesManage', ['0000']],
    ['/platSystemManage/creditLevelsManage', ['0000']],
    ['/platSystemManage/certificateTypeManage', ['0000']],
    ['/platSystemManage/certificateLevelManage', ['0000']],
    ['/trainingReview/courseCheck', [...platform, '1010', '1110', '1210', '1310']],
  ])('%s opens for exactly the listed roles', (path, roles) => {
    expect(openers(pageAt(path))).toEqual(sorted(roles));
  });
});

describe('access table: the lists DESIGN §2 decides', () => {
  it.each<[string, RoleCode[]]>([
    ['/managerManage', ['0000']],
    ['/loginLog', ['0000', '0900']],
    ['/projectApply', ['2000']],
    ['/vipApply', ['2000']],
    ['/realnameApply/history', ['2000']],
    ['/historyList', ['2000']],
    ['/historyApply', ['2000']],
    ['/ePeopleManagement', companies],
    ['/newPerson', companies],
    ['/trainingReview/usercerditCheck', [...platform, '1011', '1111', '1311']],
    ['/platCoperationCheck/realCertification', platform],
    ['/platCoperationCheck/membershipCheck', platform],
    ['/platCoperationCheck/corporateAppealCheck', [...platform, '0900']],
    ['/platCoperationCheck/userCheck', [...platform, '0900']],
    ['/platInstitutionalCheck/trainCredictCheck', platform],
    ['/platInstitutionalCheck/enterpriseCredictCheck', platform],
  ])('%s opens for exactly the listed roles', (path, roles) => {
    expect(openers(pageAt(path))).toEqual(sorted(roles));
  });

  it.each(['/dashboard', '/messageCenter', '/accountSetting'])(
    '%s opens for every signed-in role and nobody anonymous',
    (path) => {
      const id = pageAt(path);
      expect(openers(id)).toEqual(sorted(ROLE_CODES));
      expect(canOpenPage(id, undefined)).toBe(false);
    },
  );

  it.each(['/login', '/register', '/forgetPassword', '/auth-redirect', '/404', '/401'])(
    '%s is public',
    (path) => {
      expect(canOpenPage(pageAt(path), undefined)).toBe(true);
    },
  );
});

describe('access table: role by role', () => {
  it('gives the business-query role only its two queries and the account pages', () => {
    const open = PAGE_IDS.filter((id) => pages[id].audience !== 'public')
      .filter((id) => canOpenPage(id, '01000'))
      .sort();
    expect(open).toEqual(
      ['accountSetting', 'businessCredit', 'businessPerson', 'dashboard', 'messageCenter'].sort(),
    );
  });

  it('keeps 2011 out of sign-up review and 2211 out of credit review (DESIGN §2)', () => {
    expect(canOpenPage('traningApply', '2011')).toBe(true);
    expect(canOpenPage('entryTraining', '2011')).toBe(false);
    expect(canOpenPage('entryTraining', '2211')).toBe(true);
    expect(canOpenPage('creditCheck', '2211')).toBe(false);
  });

  it('lets the operator into its pages but not the platform reviews', () => {
    expect(canOpenPage('accountManagement', '0900')).toBe(true);
    expect(canOpenPage('corporateAppealCheck', '0900')).toBe(true);
    expect(canOpenPage('loginLog', '0900')).toBe(true);
    expect(canOpenPage('realCertification', '0900')).toBe(false);
    expect(canOpenPage('courseManage', '0900')).toBe(false);
  });
});

describe('access table: children follow their parent', () => {
  const children = PAGE_IDS.filter((id) => pageDefinition(id).parent !== undefined);

  it('has child pages to check', () => {
    expect(children.length).toBeGreaterThan(10);
  });

  it.each(ROLE_CODES)('no child opens for %s when its parent does not', (role) => {
    for (const child of children) {
      const parent = PAGE_IDS.find((id) => id === pageDefinition(child).parent);
      if (!parent) throw new Error(`${child} names an unknown parent`);
      if (canOpenPage(child, role)) expect(canOpenPage(parent, role)).toBe(true);
    }
  });
});

describe('access table: every hidden page has a place in the menu', () => {
  const signedInHidden = PAGE_IDS.filter(
    (id) => pageDefinition(id).hidden && pageDefinition(id).audience !== 'public',
  );
  const isPageId = (name: string) => PAGE_IDS.some((id) => id === name);

  it('has hidden pages to check', () => {
    expect(signedInHidden.length).toBeGreaterThan(20);
  });

  it('names a parent or the pages it is opened from, all in the table', () => {
    for (const id of signedInHidden) {
      const { parent, openedFrom = [] } = pageDefinition(id);
      expect(parent !== undefined || openedFrom.length > 0, id).toBe(true);
      for (const name of [...(parent ? [parent] : []), ...openedFrom]) {
        expect(isPageId(name), `${id} names ${name}`).toBe(true);
      }
    }
  });

  it('gives only hidden pages an `openedFrom`', () => {
    const placedMenuPages = PAGE_IDS.filter(
      (id) => !pageDefinition(id).hidden && pageDefinition(id).openedFrom !== undefined,
    );
    expect(placedMenuPages).toEqual([]);
  });

  it.each(ROLE_CODES)(
    'leads every hidden page %s may open to a menu page %s may open too',
    (role) => {
      for (const id of signedInHidden.filter((page) => canOpenPage(page, role))) {
        const lineage = pageLineage(id, role);
        const menuPage = menuPageOf(id, role);
        expect(menuPage, `${id} as ${role}`).toBeDefined();
        if (menuPage === undefined) continue;
        expect(pageDefinition(menuPage).hidden, `${id} → ${menuPage}`).toBeFalsy();
        // Every page on the way is one the role may open: the breadcrumb links it.
        for (const page of lineage) expect(canOpenPage(page, role), `${id} via ${page}`).toBe(true);
        expect(new Set(lineage).size, `${id} loops`).toBe(lineage.length);
      }
    },
  );
});
