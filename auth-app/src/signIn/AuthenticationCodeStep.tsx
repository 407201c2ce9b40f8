/**
 * The authenticator code's field, in a file of its own: only an admin with two-factor sign-in is
 * asked for it, so it downloads then, not with the sign-in page.
 */
export { AuthenticationCodeField as default } from '@leave/web-kit';
