export * from './identity';
export * from './sessions';
export * from './mail';
export * from './audience';
