/** /api/auth: captcha and login. The login form shows their failures itself. */
import type { Captcha, LoginRequest } from '@machines/app/login';
import { api } from './http';

export function fetchCaptcha(): Promise<Captcha> {
  // A captcha image is not worth the loading overlay.
  return api.get<Captcha>('auth/captcha', { quiet: true, background: true });
}

/** Resolves with the access token. */
export function login(request: LoginRequest): Promise<string> {
  return api.post<string>('auth/login', { json: request, quiet: true });
}
