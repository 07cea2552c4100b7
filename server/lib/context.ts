import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { FileAccess } from './files/readAccess';
import type { FileStorage } from './files/storage';
import type { PasswordHasher } from './passwords';
import type { SmsProvider } from './sms';

/** What route areas need from the app: registered as `registerXRoutes(app, context)`. */
export interface ServerContext {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: FileStorage;
  /** Drawn certificates, by a hash of what is drawn (certificateDocument.ts): DATA_DIR/cache. */
  readonly certificateCache: FileStorage;
  /** One provider for the app: its configuration is checked (and warned about) once. */
  readonly sms: SmsProvider;
  /** New password hashes at the configured cost (`PASSWORD_COST`). */
  readonly passwords: PasswordHasher;
  /** Who may read a stored file: each area adds the rule for the files its records carry. */
  readonly fileAccess: FileAccess;
}
