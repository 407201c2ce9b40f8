// Injected by webpack's DefinePlugin (see webpack/createConfig.ts).
declare const __STANDALONE_API_HOST__: string;
