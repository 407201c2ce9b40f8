import {
  checkPasswordHashCost,
  DEFAULT_AUTH_RATE_LIMIT,
  DEFAULT_PASSWORD_HASH_COST,
  proxyTrust,
  readProtectionConfig,
  trustedProxiesFrom,
} from './protection';

const trust = (value: string) => trustedProxiesFrom({ TRUST_PROXY: value }, 'TRUST_PROXY');

it('trusts no proxy unless told', () => {
  expect(trustedProxiesFrom({}, 'TRUST_PROXY')).toBe(false);
  expect(trust('')).toBe(false);
  expect(trust('false')).toBe(false);
  expect(trust('0')).toBe(false);
});

it('takes a hop count, or proxies by address and CIDR range', () => {
  expect(trust('2')).toBe(2);
  expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
  expect(trust('10.0.0.5, 10.0.1.0/24,::1,fd00::/8')).toEqual(['10.0.0.5', '10.0.1.0/24', '::1', 'fd00::/8']);
});

it('refuses to trust every proxy, and says what to write instead', () => {
  expect(() => trust('true')).toThrow(/would believe any X-Forwarded-For header; set it to the number of proxies/);
});

it('names the entry that is neither an address nor a range', () => {
  expect(() => trust('10.0.0.5,proxy.campus')).toThrow(/"proxy\.campus" is none of these/);
  expect(() => trust('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
  expect(() => trust('10.0.0.0/8/1')).toThrow(/is none of these/);
  expect(() => trust('10.1')).toThrow(/"10\.1" is none of these/);
});

it('turns a hop count into a rule on the hop, for both frameworks', () => {
  const rule = proxyTrust(1);
  expect(typeof rule).toBe('function');
  if (typeof rule !== 'function') return;
  expect(rule('127.0.0.1', 0)).toBe(true);
  expect(rule('203.0.113.9', 1)).toBe(false);
  expect(proxyTrust(['10.0.0.5'])).toEqual(['10.0.0.5']);
});

it('limits sign-ins and sign-ups per address per minute, 120 unless set', () => {
  expect(readProtectionConfig({}).authRequestsPerMinute).toBe(DEFAULT_AUTH_RATE_LIMIT);
  expect(readProtectionConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '30' }).authRequestsPerMinute).toBe(30);
  expect(() => readProtectionConfig({ AUTH_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/positive whole number/);
});

it('asks every admin for a second factor only when ADMIN_TOTP_REQUIRED says so, and refuses a vague value', () => {
  expect(readProtectionConfig({}).adminTotpRequired).toBe(false);
  expect(readProtectionConfig({ ADMIN_TOTP_REQUIRED: 'true' }).adminTotpRequired).toBe(true);
  expect(readProtectionConfig({ ADMIN_TOTP_REQUIRED: 'false' }).adminTotpRequired).toBe(false);
  expect(() => readProtectionConfig({ ADMIN_TOTP_REQUIRED: 'yes' })).toThrow(
    /ADMIN_TOTP_REQUIRED must be true or false/,
  );
});

it('hashes passwords at scrypt cost 15 unless PASSWORD_HASH_COST says otherwise, within 10 to 17', () => {
  expect(readProtectionConfig({}).passwordHashCost).toBe(DEFAULT_PASSWORD_HASH_COST);
  expect(DEFAULT_PASSWORD_HASH_COST).toBe(15);
  expect(readProtectionConfig({ PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
  expect(readProtectionConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
  for (const bad of ['9', '18', '12.5', 'low', '-1'])
    expect(() => readProtectionConfig({ PASSWORD_HASH_COST: bad })).toThrow(
      `PASSWORD_HASH_COST must be a whole number from 10 to 17 (scrypt's N as a power of two), got "${bad}"`,
    );
});

it('allows a cost below the default only on a server this machine alone can reach', () => {
  expect(checkPasswordHashCost(10, '127.0.0.1')).toBe(10);
  expect(checkPasswordHashCost(10, 'localhost')).toBe(10);
  expect(checkPasswordHashCost(16, '0.0.0.0')).toBe(16);
  expect(() => checkPasswordHashCost(10, '0.0.0.0')).toThrow(
    'PASSWORD_HASH_COST=10 is below 15, which is for tests on this machine only, and 0.0.0.0 is a network address',
  );
});
