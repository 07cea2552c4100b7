export * from './rules';
export * from './creditCode';
export * from './realname';
