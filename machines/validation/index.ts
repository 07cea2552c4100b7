export * from './rules';
export * from './creditCode';
export * from './realname';
export * from './message';
export * from './account';
export * from './appeal';
export * from './idCard';
export * from './person';
