/**
 * The one route table (DESIGN §6): which pages have a screen, and their menu icon. Path,
 * title key, roles, hidden and parent come from machines/access/pages.ts. An entry
 * without a screen is a menu group that only contributes its icon.
 */
import type { ComponentType } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ContactPageOutlinedIcon from '@mui/icons-material/ContactPageOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import type { PageId } from '@machines/access/pages';

/** What a lazily loaded route module provides to React Router. */
export interface ScreenModule {
  readonly Component: ComponentType;
}

export interface RouteEntry {
  readonly id: PageId;
  readonly screen?: () => Promise<ScreenModule>;
  readonly icon?: typeof SvgIcon;
}

export const routeTable: readonly RouteEntry[] = [
  {
    id: 'login',
    screen: () => import('../features/auth/LoginRoute').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    id: 'register',
    screen: () =>
      import('../features/auth/RegisterRoute').then((m) => ({ Component: m.RegisterRoute })),
  },
  {
    // "Forgot password", with the appeal form (another area) as its "forgot account" tab.
    id: 'forgetPassword',
    screen: () =>
      Promise.all([
        import('../features/auth/ForgetPasswordRoute'),
        import('../features/appeals/AppealFormScreen'),
      ]).then(([page, appeal]) => ({
        Component: () => <page.ForgetPasswordRoute AccountForm={appeal.AppealFormScreen} />,
      })),
  },
  {
    id: 'dashboard',
    icon: DashboardIcon,
    // A member company's home page tells of its membership (another area's notice).
    screen: () =>
      Promise.all([
        import('../features/dashboard/DashboardRoute'),
        import('../features/membership/MembershipNotice'),
      ]).then(([page, membership]) => ({
        Component: () => <page.DashboardRoute memberNotices={<membership.MembershipNotice />} />,
      })),
  },
  // System management (menu group): credit categories, and the catalogues (issue 13): one
  // screen, six pages.
  { id: 'platSystemManage', icon: SettingsOutlinedIcon },
  {
    id: 'qualificationManage',
    screen: () =>
      import('../features/catalogues/CreditCategoryRoute').then((m) => ({
        Component: m.CreditCategoryRoute,
      })),
  },
  {
    id: 'qualificationSpecify',
    screen: () =>
      import('../features/catalogues/QualificationSpecifyRoute').then((m) => ({
        Component: m.QualificationSpecifyRoute,
      })),
  },
  {
    id: 'creditTypesManage',
    screen: () =>
      import('../features/catalogues/CatalogueRoute').then((m) => ({
        Component: m.catalogueRoute('credit', 'type', 'creditTypesManage'),
      })),
  },
  {
    id: 'creditLevelsManage',
    screen: () =>
      import('../features/catalogues/CatalogueRoute').then((m) => ({
        Component: m.catalogueRoute('credit', 'level', 'creditLevelsManage'),
      })),
  },
  {
    id: 'courseTypeManage',
    screen: () =>
      import('../features/catalogues/CatalogueRoute').then((m) => ({
        Component: m.catalogueRoute('course', 'type', 'courseTypeManage'),
      })),
  },
  {
    id: 'courseLevelManage',
    screen: () =>
      import('../features/catalogues/CatalogueRoute').then((m) => ({
        Component: m.catalogueRoute('course', 'level', 'courseLevelManage'),
      })),
  },
  {
    id: 'certificateTypeManage',
    screen: () =>
      import('../features/catalogues/CatalogueRoute').then((m) => ({
        Component: m.catalogueRoute('certificate', 'type', 'certificateTypeManage'),
      })),
  },
  {
    id: 'certificateLevelManage',
    screen: () =>
      import('../features/catalogues/CatalogueRoute').then((m) => ({
        Component: m.catalogueRoute('certificate', 'level', 'certificateLevelManage'),
      })),
  },
  {
    id: 'certificateTemplate',
    screen: () =>
      import('../features/catalogues/CertificateTemplateRoute').then((m) => ({
        Component: m.CertificateTemplateRoute,
      })),
  },
  {
    id: 'accountManagement',
    screen: () =>
      import('../features/accounts/AccountManagementScreen').then((m) => ({
        Component: m.AccountManagementRoute,
      })),
  },
  {
    id: 'corporateUser',
    icon: SupervisorAccountOutlinedIcon,
    screen: () =>
      import('../features/accounts/CompanyAccountsScreen').then((m) => ({
        Component: m.CompanyAccountsRoute,
      })),
  },
  {
    id: 'managerManage',
    icon: AdminPanelSettingsOutlinedIcon,
    screen: () =>
      import('../features/accounts/ManagerManageScreen').then((m) => ({
        Component: m.ManagerManageRoute,
      })),
  },
  // Company review (menu group) and its real-name certification page.
  { id: 'platCoperationCheck', icon: FactCheckOutlinedIcon },
  { id: 'platInstitutionalCheck', icon: AccountBalanceOutlinedIcon },
  {
    id: 'realCertification',
    icon: VerifiedUserOutlinedIcon,
    screen: () =>
      import('../features/realname/RealCertificationScreen').then((m) => ({
        Component: m.RealCertificationRoute,
      })),
  },
  {
    id: 'corporateAppealCheck',
    icon: ManageAccountsOutlinedIcon,
    screen: () =>
      import('../features/appeals/CorporateAppealCheckScreen').then((m) => ({
        Component: m.CorporateAppealCheckRoute,
      })),
  },
  {
    id: 'userCheck',
    icon: BadgeOutlinedIcon,
    screen: () =>
      import('../features/people/UserCheckScreen').then((m) => ({
        Component: m.UserCheckRoute,
      })),
  },
  {
    id: 'trainHistoryCheck',
    icon: HistoryEduOutlinedIcon,
    screen: () =>
      import('../features/trainingHistories/TrainHistoryCheckScreen').then((m) => ({
        Component: m.TrainHistoryCheckRoute,
      })),
  },
  // Hidden pages: the company's applications (from the dashboard) and one application.
  {
    id: 'realnameApplyHistory',
    screen: () =>
      import('../features/realname/RealnameApplyHistoryScreen').then((m) => ({
        Component: m.RealnameApplyHistoryRoute,
      })),
  },
  {
    id: 'realnameDetailHistory',
    screen: () =>
      import('../features/realname/RealnameDetailScreen').then((m) => ({
        Component: m.RealnameDetailRoute,
      })),
  },
  // A company's personnel roster and the form of one person.
  {
    id: 'ePeopleManagement',
    icon: GroupsOutlinedIcon,
    screen: () =>
      import('../features/people/PeopleManagementScreen').then((m) => ({
        Component: m.PeopleManagementRoute,
      })),
  },
  {
    id: 'newPerson',
    screen: () =>
      import('../features/people/NewPersonScreen').then((m) => ({
        Component: m.NewPersonRoute,
      })),
  },
  // Membership (issue 12).
  {
    id: 'membershipCheck',
    screen: () =>
      import('../features/membership/MembershipCheckScreen').then((m) => ({
        Component: m.MembershipCheckRoute,
      })),
  },
  {
    id: 'myMembership',
    icon: CardMembershipOutlinedIcon,
    screen: () =>
      import('../features/membership/MyMembershipScreen').then((m) => ({
        Component: m.MyMembershipRoute,
      })),
  },
  {
    id: 'vipApply',
    screen: () =>
      import('../features/membership/VipApplyScreen').then((m) => ({
        Component: m.VipApplyRoute,
      })),
  },
  {
    id: 'vipcorporatation',
    screen: () =>
      import('../features/membership/VipFormScreen').then((m) => ({
        Component: m.VipFormRoute,
      })),
  },
  {
    id: 'vipCorporateInfo',
    screen: () =>
      import('../features/membership/VipInfoScreen').then((m) => ({
        Component: m.VipInfoRoute,
      })),
  },
  // One company whole, for platform staff (issue 12).
  {
    id: 'corporateDetail',
    screen: () =>
      import('../features/companies/CompanyDetailScreen').then((m) => ({
        Component: m.CompanyDetailRoute,
      })),
  },
  // Credit applications (issue 14): the company's side.
  {
    id: 'creditApply',
    icon: WorkspacePremiumOutlinedIcon,
    screen: () =>
      import('../features/credit/CreditApplyScreen').then((m) => ({
        Component: m.CreditApplyRoute,
      })),
  },
  {
    id: 'creditEdit',
    screen: () =>
      import('../features/credit/CreditFormScreen').then((m) => ({
        Component: m.CreditFormRoute,
      })),
  },
  {
    id: 'creditApplyupload',
    screen: () =>
      import('../features/credit/CreditUploadScreen').then((m) => ({
        Component: m.CreditUploadRoute,
      })),
  },
  {
    id: 'creditSpecify',
    screen: () =>
      import('../features/credit/CreditSpecifyScreen').then((m) => ({
        Component: m.CreditSpecifyRoute,
      })),
  },
  // The e-certificate of an approved credit application, and its public verification.
  {
    id: 'qualificationDocument',
    screen: () =>
      import('../features/credit/CertificateScreen').then((m) => ({
        Component: m.CertificateRoute,
      })),
  },
  {
    id: 'verifyCertificate',
    screen: () =>
      import('../features/credit/VerifyCertificateScreen').then((m) => ({
        Component: m.VerifyCertificateRoute,
      })),
  },
  // The business query of issued company certificates (01000).
  {
    id: 'businessCredit',
    icon: ManageSearchIcon,
    screen: () =>
      import('../features/credit/BusinessCreditScreen').then((m) => ({
        Component: m.BusinessCreditRoute,
      })),
  },
  // Credit applications (issue 14): the review institution's first review, the platform's second.
  {
    id: 'creditCheck',
    icon: FactCheckOutlinedIcon,
    screen: () =>
      import('../features/credit/CreditCheckScreen').then((m) => ({
        Component: () => <m.CreditCheckRoute level="institution" />,
      })),
  },
  {
    id: 'creditCheckSpecify',
    screen: () =>
      import('../features/credit/CreditCheckSpecifyScreen').then((m) => ({
        Component: () => <m.CreditCheckSpecifyRoute level="institution" />,
      })),
  },
  {
    id: 'platCreditCheck',
    screen: () =>
      import('../features/credit/CreditCheckScreen').then((m) => ({
        Component: () => <m.CreditCheckRoute level="platform" />,
      })),
  },
  {
    id: 'platCreditCheckSpecify',
    screen: () =>
      import('../features/credit/CreditCheckSpecifyScreen').then((m) => ({
        Component: () => <m.CreditCheckSpecifyRoute level="platform" />,
      })),
  },
  // Project declarations (issue 14): the company's, the institution's first review, the platform's second.
  {
    id: 'projectApply',
    icon: AssignmentOutlinedIcon,
    screen: () =>
      import('../features/projects/ProjectApplyScreen').then((m) => ({
        Component: m.ProjectApplyRoute,
      })),
  },
  {
    id: 'projectCheck',
    icon: RuleOutlinedIcon,
    screen: () =>
      import('../features/projects/ProjectCheckScreen').then((m) => ({
        Component: () => <m.ProjectCheckRoute level="institution" />,
      })),
  },
  {
    id: 'platProjectCheck',
    screen: () =>
      import('../features/projects/ProjectCheckScreen').then((m) => ({
        Component: () => <m.ProjectCheckRoute level="platform" />,
      })),
  },
  // Training courses (issue 15): the institution's, their materials and certificate template,
  // the reviewers' queue.
  {
    id: 'traningApply',
    icon: SchoolOutlinedIcon,
    screen: () =>
      import('../features/courses/CourseApplyScreen').then((m) => ({
        Component: m.CourseApplyRoute,
      })),
  },
  {
    id: 'courseDocument',
    screen: () =>
      import('../features/courses/CourseDocumentScreen').then((m) => ({
        Component: m.CourseDocumentRoute,
      })),
  },
  {
    id: 'courseCertificate',
    screen: () =>
      import('../features/courses/CourseCertificateScreen').then((m) => ({
        Component: m.CourseCertificateRoute,
      })),
  },
  {
    id: 'courseCreditUsers',
    screen: () =>
      import('../features/courses/CourseCreditUsersScreen').then((m) => ({
        Component: m.CourseCreditUsersRoute,
      })),
  },
  {
    id: 'courseSessions',
    screen: () =>
      import('../features/courses/CourseSessionsScreen').then((m) => ({
        Component: m.CourseSessionsRoute,
      })),
  },
  {
    id: 'courseManage',
    screen: () =>
      import('../features/courses/CourseManageScreen').then((m) => ({
        Component: m.CourseManageRoute,
      })),
  },
  // Training sign-ups (issue 16): the applicant's open courses and sign-ups, the
  // institution's review.
  {
    id: 'newApply',
    icon: HowToRegOutlinedIcon,
    screen: () =>
      import('../features/signUps/MySignUpsScreen').then((m) => ({ Component: m.MySignUpsRoute })),
  },
  {
    id: 'traningSignUp',
    screen: () =>
      import('../features/signUps/OpenCoursesScreen').then((m) => ({
        Component: m.OpenCoursesRoute,
      })),
  },
  {
    id: 'traningSignUpEdit',
    screen: () =>
      import('../features/signUps/SignUpPage').then((m) => ({ Component: m.SignUpPageRoute })),
  },
  {
    id: 'entryTraining',
    icon: FactCheckOutlinedIcon,
    screen: () =>
      import('../features/signUps/EntryTrainingRoute').then((m) => ({
        Component: m.EntryTrainingRoute,
      })),
  },
  {
    id: 'personnelCertificate',
    screen: () =>
      import('../features/signUps/PersonnelCertificateScreen').then((m) => ({
        Component: m.PersonnelCertificateRoute,
      })),
  },
  {
    id: 'certificatePreview',
    screen: () =>
      import('../features/signUps/CertificatePreviewScreen').then((m) => ({
        Component: m.CertificatePreviewRoute,
      })),
  },
  {
    id: 'trainDateCheck',
    screen: () =>
      import('../features/courses/SessionMovesScreen').then((m) => ({
        Component: m.SessionMovesRoute,
      })),
  },
  {
    id: 'dateChangeList',
    screen: () =>
      import('../features/signUps/DateChangesScreen').then((m) => ({
        Component: m.DateChangesRoute,
      })),
  },
  // Training records (issue 16): the trainings, and each trainee's hours per year.
  {
    id: 'trainingRecords',
    icon: HistoryEduOutlinedIcon,
    screen: () =>
      import('../features/signUps/records/TrainingRecordsScreen').then((m) => ({
        Component: m.TrainingRecordsRoute,
      })),
  },
  // Training history declarations (issue 16): each kind's list and form, from the records.
  {
    id: 'historyList',
    screen: () =>
      import('../features/trainingHistories/HistoryListScreen').then((m) => ({
        Component: m.PastTrainingListRoute,
      })),
  },
  {
    id: 'cultivateList',
    screen: () =>
      import('../features/trainingHistories/HistoryListScreen').then((m) => ({
        Component: m.CultivationListRoute,
      })),
  },
  {
    id: 'historyApply',
    screen: () =>
      import('../features/trainingHistories/HistoryFormScreen').then((m) => ({
        Component: m.PastTrainingFormRoute,
      })),
  },
  {
    id: 'cultivateApply',
    screen: () =>
      import('../features/trainingHistories/HistoryFormScreen').then((m) => ({
        Component: m.CultivationFormRoute,
      })),
  },
  {
    id: 'personalRecords',
    icon: PersonSearchOutlinedIcon,
    screen: () =>
      import('../features/signUps/records/PersonalRecordsScreen').then((m) => ({
        Component: m.PersonalRecordsRoute,
      })),
  },
  // The business query of issued personnel certificates (01000).
  {
    id: 'businessPerson',
    icon: ContactPageOutlinedIcon,
    screen: () =>
      import('../features/signUps/BusinessPersonScreen').then((m) => ({
        Component: m.BusinessPersonRoute,
      })),
  },
  { id: 'trainingReview', icon: RateReviewOutlinedIcon },
  {
    id: 'courseCheck',
    screen: () =>
      import('../features/courses/CourseCheckScreen').then((m) => ({
        Component: m.CourseCheckRoute,
      })),
  },
  {
    id: 'usercerditCheck',
    screen: () =>
      import('../features/signUps/CertificateCheckScreen').then((m) => ({
        Component: m.CertificateCheckRoute,
      })),
  },
  // Training and review institutions (issue 12).
  {
    id: 'institutionApply',
    screen: () =>
      import('../features/institutions/InstitutionApplyScreen').then((m) => ({
        Component: m.InstitutionApplyRoute,
      })),
  },
  {
    id: 'institutionForm',
    screen: () =>
      import('../features/institutions/InstitutionFormScreen').then((m) => ({
        Component: m.InstitutionFormRoute,
      })),
  },
  {
    id: 'institutionInfo',
    screen: () =>
      import('../features/institutions/InstitutionInfoScreen').then((m) => ({
        Component: m.InstitutionInfoRoute,
      })),
  },
  {
    id: 'trainCredictCheck',
    screen: () =>
      import('../features/institutions/InstitutionReviewScreen').then((m) => ({
        Component: () => <m.InstitutionReviewRoute kind="training" />,
      })),
  },
  {
    id: 'enterpriseCredictCheck',
    screen: () =>
      import('../features/institutions/InstitutionReviewScreen').then((m) => ({
        Component: () => <m.InstitutionReviewRoute kind="review" />,
      })),
  },
  {
    id: 'trainCredictSpecify',
    screen: () =>
      import('../features/institutions/InstitutionSpecifyScreen').then((m) => ({
        Component: () => <m.InstitutionSpecifyRoute kind="training" />,
      })),
  },
  {
    id: 'enterpriseCredictSpecify',
    screen: () =>
      import('../features/institutions/InstitutionSpecifyScreen').then((m) => ({
        Component: () => <m.InstitutionSpecifyRoute kind="review" />,
      })),
  },
  // The account's messages (everyone) and the login log (0000, 0900).
  {
    id: 'messageCenter',
    icon: EmailOutlinedIcon,
    screen: () =>
      import('../features/messages/MessageCenterScreen').then((m) => ({
        Component: m.MessageCenterRoute,
      })),
  },
  // Ours (issue 45): every lifecycle with live figures, for the staff who run the system.
  {
    id: 'workflowMap',
    icon: AccountTreeOutlinedIcon,
    screen: () =>
      import('../features/workflowMap/WorkflowMapRoute').then((m) => ({
        Component: m.WorkflowMapRoute,
      })),
  },
  {
    id: 'loginLog',
    icon: HistoryIcon,
    screen: () =>
      import('../features/logs/LoginLogScreen').then((m) => ({ Component: m.LoginLogRoute })),
  },
  // Every signed-in account's own settings.
  {
    id: 'accountSetting',
    icon: AccountCircleOutlinedIcon,
    screen: () =>
      import('../features/account/AccountSettingsRoute').then((m) => ({
        Component: m.AccountSettingsRoute,
      })),
  },
  {
    id: 'notFound',
    screen: () =>
      import('../features/errors/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })),
  },
  {
    id: 'unauthorized',
    screen: () =>
      import('../features/errors/UnauthorizedScreen').then((m) => ({
        Component: m.UnauthorizedScreen,
      })),
  },
  {
    id: 'redirect',
    screen: () => import('./routing/RedirectRoute').then((m) => ({ Component: m.RedirectRoute })),
  },
  {
    id: 'authRedirect',
    screen: () =>
      import('./routing/AuthRedirectRoute').then((m) => ({ Component: m.AuthRedirectRoute })),
  },
];

/** Pages that have a working screen: the only ones routed and in the menu. */
export const screenPageIds: ReadonlySet<PageId> = new Set(
  routeTable.filter((entry) => entry.screen).map((entry) => entry.id),
);

export function routeIcon(id: PageId): typeof SvgIcon | undefined {
  return routeTable.find((entry) => entry.id === id)?.icon;
}
