/**
 * How long a test waits for a view's first draw. jest transforms a lazily loaded view's module
 * (`lazyView`) when it is first shown, and on CI's two busy cores that has taken more than 5 s.
 * 15 s is above the tests' usual 10 s (jest.setup.ts) and within jest's 20 s for a test.
 */
export const FIRST_DRAW = { timeout: 15_000 } as const;
