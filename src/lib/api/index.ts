export * from './ApiError';
export * from './events';
export * as authApi from './auth';
export * as corporateApi from './corporate';
export * as userApi from './user';
