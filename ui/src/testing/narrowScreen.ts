/**
 * For a `describe` of tests on a phone: while each test runs, every `max-width` media query matches
 * (jsdom lays nothing out), as on a narrow screen; the window's own matchMedia is put back after.
 */
export function onANarrowScreen() {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query })) as never;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
