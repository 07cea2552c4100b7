import { currentLanguage } from '../i18n';
import { readToken } from '../storage';
import { createApiClient } from './client';
import { publishApiEvent } from './events';

/** The app's client: token from the cookie, the language on screen, events to src/app. */
export const api = createApiClient({
  getToken: readToken,
  getLanguage: currentLanguage,
  emit: publishApiEvent,
});
