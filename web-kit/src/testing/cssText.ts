/** A stylesheet as jest imports it (jest.config.mjs): an empty one. Webpack gives its text. */
export default '';
