import { describeDevice } from './sessions';

it('names a device by its browser and system, and says so when a client does not', () => {
  expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
    'Firefox on Windows',
  );
  expect(describeDevice(undefined)).toBe('Unknown device');
  expect(describeDevice('')).toBe('Unknown device');
  expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
  expect(describeDevice(`${'x'.repeat(500)} Chrome/1.0`).length).toBeLessThanOrEqual(80);
});
