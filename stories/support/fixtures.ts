/** Answers as the server sends them, for stories: nothing here touches the network. */
import type { Captcha } from '@machines/app/login';
import type { ServiceError } from '@machines/app/serviceError';

const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
  '<rect width="120" height="40" fill="#f0f2f5"/>' +
  '<path d="M6 30 C40 5 80 35 114 10" stroke="#91caff" fill="none"/>' +
  '<text x="60" y="28" font-family="monospace" font-size="22" text-anchor="middle" ' +
  'fill="#1890ff">ab12</text></svg>';

/** `GET /api/auth/captcha`: the code in the picture is "ab12". */
export const captcha: Captcha = { captchaId: 'story-captcha', svg: CAPTCHA_SVG };

/** A failed call, shaped like the HTTP client's ApiError. */
export function serviceError(
  httpStatus: number,
  message: string,
  fieldErrors: Record<string, string> = {},
): ServiceError & Error {
  return Object.assign(new Error(message), {
    httpStatus,
    status: httpStatus,
    message,
    fieldErrors,
  });
}

/** `GET /api/user/userinfo` answers: one account per kind of role (demo data, DESIGN §8). */
const userInfo = ({
  role,
  availableRoles = [role],
  ...fields
}: {
  role: string;
  availableRoles?: string[];
  name: string;
  userName: string;
  corporateType: number | null;
  isAdmin?: boolean;
}) => ({
  roles: [role],
  availableRoles,
  isAdmin: false,
  avatar: '',
  introduction: '',
  isTraining: false,
  isReview: false,
  env: 'development',
  ...fields,
});

export const users = {
  superAdmin: userInfo({
    role: '0000',
    name: '赵志强',
    userName: '13900000000',
    corporateType: null,
  }),
  operator: userInfo({ role: '0900', name: '周敏', userName: '13900000009', corporateType: null }),
  /** A member company's admin who may switch to its training and review roles. */
  companyAdmin: {
    ...userInfo({
      role: '2000',
      availableRoles: ['2000', '2010', '2001'],
      name: '王建国',
      userName: '13900002000',
      corporateType: 2,
      isAdmin: true,
    }),
    isTraining: true,
    isReview: true,
  },
  trainee: userInfo({ role: '1000', name: '吴磊', userName: '13900001000', corporateType: null }),
  businessQuery: userInfo({
    role: '01000',
    name: '何晓东',
    userName: '13900010000',
    corporateType: null,
  }),
} as const;

export type UserFixture = (typeof users)[keyof typeof users];
