/**
 * Composing a message (DESIGN §9 message centre): who it goes to and what it says. The
 * composer's form and `POST /api/corporate/create-message` check the same rules.
 */
import * as yup from 'yup';
import { isRoleCode } from '../access/roles';
import { isEmail, isMobile } from './rules';

export const MESSAGE_TITLE_MAX = 50;
export const MESSAGE_CONTENT_MAX = 2000;
/** Named recipients of one message; larger audiences are better addressed by role. */
export const MAX_NAMED_RECIPIENTS = 200;

export const MESSAGE_AUDIENCE_VALUES = ['all', 'roles', 'accounts'] as const;

const isLoginName = (value: string) => (value.includes('@') ? isEmail(value) : isMobile(value));

export const messageComposeSchema = yup.object({
  audience: yup
    .string()
    .required('validation.audienceRequired')
    .oneOf(MESSAGE_AUDIENCE_VALUES, 'validation.invalid'),
  roles: yup
    .array(yup.string().trim().defined())
    .default([])
    .when('audience', {
      is: 'roles',
      then: (schema) => schema.min(1, 'validation.rolesRequired'),
    })
    .test('role-codes', 'validation.invalid', (roles) => (roles ?? []).every(isRoleCode)),
  userNames: yup
    .array(yup.string().trim().defined())
    .default([])
    .when('audience', {
      is: 'accounts',
      then: (schema) =>
        schema
          .min(1, 'validation.userNamesRequired')
          .max(MAX_NAMED_RECIPIENTS, 'validation.tooManyRecipients'),
    })
    .test('login-names', 'validation.userNamesFormat', (names) => (names ?? []).every(isLoginName)),
  title: yup
    .string()
    .trim()
    .required('validation.titleRequired')
    .max(MESSAGE_TITLE_MAX, 'validation.tooLong'),
  content: yup
    .string()
    .trim()
    .required('validation.contentRequired')
    .max(MESSAGE_CONTENT_MAX, 'validation.tooLong'),
});

export type MessageComposeFields = yup.InferType<typeof messageComposeSchema>;
