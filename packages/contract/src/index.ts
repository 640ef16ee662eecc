export * from './messages';
export * from './common';
export * from './auth';
export * from './public';
