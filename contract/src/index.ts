export * from './types';
export * from './dates';
export * from './runtimeConfig';
export * from './remote';
export * from './admin';
export * from './notifications';
export * from './terms';
export * from './twoFactor';
