export * from './audit';
export * from './auth';
export * from './configuration';
export * from './files';
export * from './reference';
export * from './users';
