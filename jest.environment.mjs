/**
 * The web tests' DOM: jest-fixed-jsdom, without the rules styled-components writes, unless a test
 * file asks for them with `@keep-styles` in its first comment (one that reads a style, or an
 * element that a style hides). jsdom matches every rule against every element whose style is read
 * (each role-and-name query reads many), which was about a quarter of the web tests' time; what
 * the styles do is checked in Chromium by the end-to-end suites (axe in both colour schemes, both
 * widths).
 */
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

export default class WebTestEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    if ('keep-styles' in context.docblockPragmas) return;
    // styled-components writes through CSSOM's insertRule when it is told to (as in production),
    // instead of text nodes jsdom would parse; the rules are then dropped there.
    this.global.SC_DISABLE_SPEEDY = false;
    this.global.CSSStyleSheet.prototype.insertRule = function dropRule() {
      return 0;
    };
  }
}
