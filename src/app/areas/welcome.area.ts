/**
 * The welcome page, a chunk of its own: it is a first page (the link of the spec's e-mails and ads), so it
 * does not wait for the public layouts and the cart they carry.
 */
export { default as WelcomePage } from '../../views/pages/WelcomePage';
