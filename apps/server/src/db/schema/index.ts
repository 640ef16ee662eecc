export * from './identity';
export * from './sessions';
export * from './mail';
