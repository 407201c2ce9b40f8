export * from './domain';
export * from './dates';
export * from './runtimeConfig';
export * from './remote';
export * from './client';
