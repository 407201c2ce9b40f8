export * from './env';
export * from './serveConfig';
export * from './demoSeed';
export * from './demoRolls';
export * from './protection';
export * from './leavePolicyConfig';
export * from './sessionConfig';
export * from './singleSignOnConfig';
