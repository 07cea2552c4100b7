/**
 * SMS codes, registration, the password reset (`/api/auth`) and the account settings
 * (`/api/user`). Their machines show failures on the forms: every call is quiet.
 */
import type {
  AccountProfile,
  OwnSession,
  RegisterAnswer,
  RegisterRequest,
  ResetPasswordRequest,
  RevokedSessions,
  SmsCodeAnswer,
} from '@machines/contracts';
import type { SmsCodeRequest } from '@machines/app/smsCode';
import { api } from './http';

export function requestSmsCode(request: SmsCodeRequest): Promise<SmsCodeAnswer> {
  return api.post<SmsCodeAnswer>('auth/sms-code', { json: request, quiet: true });
}

export function register(request: RegisterRequest): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('auth/register', { json: request, quiet: true });
}

export function resetPassword(request: ResetPasswordRequest): Promise<null> {
  return api.post<null>('auth/reset-password', { json: request, quiet: true });
}

export function fetchProfile(): Promise<AccountProfile> {
  return api.get<AccountProfile>('user/profile', { quiet: true });
}

export interface ProfileUpdate {
  readonly name: string;
  readonly introduction: string;
  readonly avatarFileId: string;
}

export function updateProfile(update: ProfileUpdate): Promise<AccountProfile> {
  return api.post<AccountProfile>('user/update-profile', { json: update, quiet: true });
}

export function changePassword(change: { oldPassword: string; password: string }) {
  return api.post<null>('user/change-password', { json: change, quiet: true });
}

export function changeMobile(change: { mobile: string; smsCode: string }) {
  return api.post<AccountProfile>('user/change-mobile', { json: change, quiet: true });
}

export function changeEmail(change: { email: string }) {
  return api.post<AccountProfile>('user/change-email', { json: change, quiet: true });
}

export function fetchOwnSessions(): Promise<readonly OwnSession[]> {
  return api.get<readonly OwnSession[]>('user/sessions', { quiet: true });
}

export function signOutOtherSessions(): Promise<RevokedSessions> {
  return api.post<RevokedSessions>('user/revoke-other-sessions', { quiet: true });
}
