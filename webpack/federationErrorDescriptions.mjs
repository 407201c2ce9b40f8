/**
 * What a production build has instead of the federation runtime's error descriptions
 * (`@module-federation/error-codes/dist/desc.mjs`, replaced in webpack/createConfig.ts): none. Its
 * errors keep their code and the link to the code's page in the federation's docs
 * (`#RUNTIME-008`, "View the docs to see how to solve: https://module-federation.io/..."), as
 * React's production errors keep a number and a link. The sentences were about 0.25 KB brotli on
 * every first view (in the shell's main.js and again in each remote's remoteEntry.js), and no
 * person reads them: the page says a failed load in its own words, and the shell tells failures
 * apart by their code (contract/src/remoteFailure.ts).
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
