/**
 * styled-components, the parts the apps use and only those, shared at run time as one singleton
 * in the same way as `./routing` (one style sheet per page; a shared library cannot be
 * tree-shaken). Import styling from here, never from styled-components itself.
 */
export { createGlobalStyle, css, styled } from 'styled-components';
