import { previewOriginAllowed, previewOriginPattern, previewSocketOrigins } from './previewOrigins';

it('allows an origin listed, or any port of a host listed with *', () => {
  const allowed = ['https://preview.example.edu', 'http://localhost:*'];
  expect(previewOriginAllowed(allowed, 'https://preview.example.edu')).toBe(true);
  expect(previewOriginAllowed(allowed, 'http://localhost:8092')).toBe(true);
  expect(previewOriginAllowed(allowed, 'http://localhost')).toBe(true);
  expect(previewOriginAllowed(allowed, 'http://preview.example.edu')).toBe(false); // not https
  expect(previewOriginAllowed(allowed, 'https://preview.example.edu:8443')).toBe(false);
  expect(previewOriginAllowed(allowed, 'https://localhost:8092')).toBe(false);
  expect(previewOriginAllowed(allowed, 'http://localhost.evil.example:8092')).toBe(false);
  expect(previewOriginAllowed(allowed, 'http://127.0.0.1:8092')).toBe(false);
  expect(previewOriginAllowed(allowed, 'not a url')).toBe(false);
  expect(previewOriginAllowed([], 'http://localhost:8092')).toBe(false);
});

it('writes an allowed origin as an origin, and refuses a path, another scheme or a port with *', () => {
  expect(previewOriginPattern('https://preview.example.edu/')).toBe('https://preview.example.edu');
  expect(previewOriginPattern('http://LOCALHOST:*')).toBe('http://localhost:*');
  expect(previewOriginPattern('http://10.0.0.5:8082')).toBe('http://10.0.0.5:8082');
  for (const bad of [
    'localhost',
    'ws://localhost:*',
    'http://localhost:80:*',
    'https://a.example/student',
    'http://*:8082',
  ]) {
    expect(() => previewOriginPattern(bad)).toThrow(`got "${bad}"`);
  }
});

it("lets a previewed development server's page reload over a WebSocket to its host", () => {
  expect(previewSocketOrigins(['http://localhost:*', 'https://preview.example.edu'])).toEqual([
    'ws://localhost:*',
    'wss://preview.example.edu',
  ]);
});
