import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';
import { qrCodeDataUrl } from './qrCode';

it('makes ten different recovery codes, kept only as hashes that ignore case, hyphen and spaces', () => {
  const { codes, hashes } = newRecoveryCodes();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  expect(hashes).toEqual(codes.map(hashRecoveryCode));
  expect(hashes.some((hash, index) => hash.includes(codes[index]!.replace('-', '')))).toBe(false);
  const [first] = codes;
  expect(hashRecoveryCode(first!.toUpperCase().replace('-', ' '))).toBe(hashes[0]);
  const otherLastLetter = first!.endsWith('a') ? 'b' : 'a';
  expect(hashRecoveryCode(first!.slice(0, -1) + otherLastLetter)).not.toBe(hashes[0]);
});

it('draws a QR code as an SVG data URL an <img> can show', async () => {
  const url = await qrCodeDataUrl('otpauth://totp/Leave%20Management:x?secret=ABC');
  const svg = Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('<path');
});
