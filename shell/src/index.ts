// Zod's schemas (the domain's field rules, in every remote) would probe for `new Function` to
// speed up parsing; under the page's CSP that probe is refused and reported as a violation even
// though zod catches it. Its global configuration (on globalThis, so every copy of zod in the
// page reads it) turns the probe off before any schema is built.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// Async boundary: lets the federation runtime negotiate shared libraries before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
