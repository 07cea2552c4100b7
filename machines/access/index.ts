export * from './roles';
export * from './pages';
export * from './permissions';
export * from './placement';
export * from './backlog';
