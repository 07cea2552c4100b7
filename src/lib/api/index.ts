export * from './ApiError';
export * from './events';
export type { BlobAnswer } from './client';
export * as accountApi from './account';
export * as appealsApi from './appeals';
export * as authApi from './auth';
export * as corporateApi from './corporate';
export * as filesApi from './files';
export * as logsApi from './logs';
export * as messagesApi from './messages';
export * as realnameApi from './realname';
export * as userApi from './user';
export * as peopleApi from './people';
export * as membershipApi from './membership';
export * as institutionsApi from './institutions';
export * as cataloguesApi from './catalogues';
export * as accountsApi from './accounts';
export * as creditCategoriesApi from './creditCategories';
export {
  courseTemplateCalls,
  personnelTemplateCalls,
  type TemplateCalls,
} from './certificateTemplates';
export * as backlogApi from './backlog';
export * as creditApi from './credit';
export * as projectsApi from './projects';
export * as coursesApi from './courses';
export * as courseSessionsApi from './courseSessions';
export * as signUpsApi from './signUps';
export * as trainingRecordsApi from './trainingRecords';
export * as trainingHistoriesApi from './trainingHistories';
