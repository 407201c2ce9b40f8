import { loggedUrl } from './loggedUrl';

it.each([
  [
    '/singleSignOnCallback?code=abc&state=def&iss=https%3A%2F%2Fid.school',
    '/singleSignOnCallback?code=hidden&state=hidden&iss=https%3A%2F%2Fid.school',
  ],
  ['/calendar.ics?token=k3y', '/calendar.ics?token=hidden'],
  ['/x?id_token=a&passwd=b&client_secret=c', '/x?id_token=hidden&passwd=hidden&client_secret=hidden'],
  ['/getLeaves?course_code=CS101&page=2', '/getLeaves?course_code=CS101&page=2'],
  ['/session', '/session'],
])('%s is logged as %s', (url, logged) => {
  expect(loggedUrl(url)).toBe(logged);
});
