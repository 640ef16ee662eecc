export * from './identity';
export * from './sessions';
export * from './mail';
export * from './audience';
export * from './content';
export * from './communities';
export * from './members';
export * from './notifications';
