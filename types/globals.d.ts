// Injected by webpack's DefinePlugin (see webpack/createConfig.ts).
declare const __STANDALONE_API_HOST__: string;

// CSS files are injected by style-loader (webpack) or mapped to identity-obj-proxy (jest).
declare module '*.css';
