// Injected by webpack's DefinePlugin (see webpack/createConfig.ts).
declare const __STANDALONE_API_HOST__: string;

// A CSS file is its text (webpack's asset/source; an empty sheet in jest).
declare module '*.css' {
  const text: string;
  export default text;
}
