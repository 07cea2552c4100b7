export * from './ApiError';
export * from './events';
export type { BlobAnswer } from './client';
export * as authApi from './auth';
export * as corporateApi from './corporate';
export * as filesApi from './files';
export * as realnameApi from './realname';
export * as userApi from './user';
