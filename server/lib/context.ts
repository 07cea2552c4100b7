import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { FileStorage } from './files/storage';

/** What route areas need from the app: registered as `registerXRoutes(app, context)`. */
export interface ServerContext {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: FileStorage;
}
