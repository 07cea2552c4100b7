/**
 * The hasher of a test-mode server (PASSWORD_COST's test default): what the suites' seeds
 * and hand-made accounts hash with, so that signing in to them costs what it costs on the
 * servers they run.
 */
import { loadConfig } from '../../../server/config';
import { passwordHasher } from '../../../server/lib/passwords';

export const testPasswords = passwordHasher(loadConfig({ APP_MODE: 'test' }).passwordCost);
