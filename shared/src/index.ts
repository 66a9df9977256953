export * from './attendance-rules';
export * from './attendance-statuses';
export * from './enums';
export * from './manifest/index';
export * from './permissions';
export * from './schemas/common';
export * from './table';
export * from './validation';
