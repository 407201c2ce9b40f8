/**
 * How long a test waits for a first draw: a remote's first render in a test file, or a lazily
 * loaded view's (`lazyView`) when it is first shown. jest transforms their modules then, and on
 * CI's two busy cores that has taken more than 4 s. 15 s is above the tests' usual 10 s
 * (jest.setup.ts) and within jest's 40 s for a test (jest.config.mjs).
 */
export const FIRST_DRAW = { timeout: 15_000 } as const;
