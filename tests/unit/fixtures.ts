/** User info answers as `GET /api/user/userinfo` sends them (DESIGN §5). */
import { DEMO } from '../demoUsers';
export const companyAdminInfo = {
  roles: ['2000'],
  availableRoles: ['2000', '2010', '2001'],
  isAdmin: true,
  name: '示例科技有限公司',
  avatar: '',
  introduction: '',
  userName: DEMO.shuxinAdmin,
  corporateType: 2,
  isTraining: true,
  isReview: true,
  env: 'development',
};

export const trainingRoleInfo = { ...companyAdminInfo, roles: ['2010'] };

/** An ApiError-shaped rejection (machines only know the ServiceError shape). */
export function serviceError(
  httpStatus: number,
  message: string,
  extra: { fieldErrors?: Record<string, string>; retryAfterMs?: number } = {},
) {
  return Object.assign(new Error(message), {
    httpStatus,
    status: httpStatus,
    message,
    fieldErrors: extra.fieldErrors ?? {},
    ...(extra.retryAfterMs === undefined ? {} : { retryAfterMs: extra.retryAfterMs }),
  });
}
