/**
 * A platform staff account (issue 13, `/managerManage`): its name, mobile (the login name),
 * optional email and its one role code, 0000-0900 (DESIGN §2).
 */
import * as yup from 'yup';
import { OPERATOR_ROLE, PLATFORM_ROLES } from '../access/roles';
import { EMAIL_PATTERN, mobile } from './rules';

export const STAFF_ROLES = [...PLATFORM_ROLES, OPERATOR_ROLE] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const SUPER_ADMIN_ROLE = '0000' satisfies StaffRole;

export const managerSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(20, 'validation.tooLong'),
  mobile: mobile(),
  email: yup
    .string()
    .trim()
    .max(100, 'validation.tooLong')
    .matches(EMAIL_PATTERN, { message: 'validation.emailFormat', excludeEmptyString: true })
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .default(''),
  role: yup
    .string()
    .required('validation.required')
    .oneOf([...STAFF_ROLES], 'validation.invalid'),
});

export type ManagerValues = yup.InferType<typeof managerSchema>;

export const MANAGER_FIELDS = ['name', 'mobile', 'email', 'role'] as const;

/** A company's staff account (`user/create-corporateUser`): a manager's fields but the role. */
export const companyStaffSchema = managerSchema.pick(['name', 'mobile', 'email']);

export type CompanyStaffValues = yup.InferType<typeof companyStaffSchema>;
