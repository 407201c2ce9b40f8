/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readServeConfig } from '@leave/config';

const ROOT = path.resolve(__dirname, '..');

/** The fixed ports of every copy of the app the end-to-end suite starts (e2e/playwright.config.ts). */
function e2eCopies(): Array<{ port: number; apiPort: number }> {
  const text = fs.readFileSync(path.join(ROOT, 'e2e/playwright.config.ts'), 'utf8');
  return [...text.matchAll(/\{\s*port:\s*(\d+),\s*apiPort:\s*(\d+)/g)].map(([, port, apiPort]) => ({
    port: Number(port),
    apiPort: Number(apiPort),
  }));
}

it("starts every copy the end-to-end suite serves: no development server's port is one a copy serves itself", () => {
  const copies = e2eCopies();
  expect(copies.length).toBeGreaterThanOrEqual(6);
  for (const { port, apiPort } of copies) {
    const config = readServeConfig({ PORT: String(port), API_PORT: String(apiPort) });
    const served = [config.port, config.apiPort, ...Object.values(config.remotePorts)];
    for (const devPort of Object.values(config.remoteDevPorts)) expect(served).not.toContain(devPort);
  }
});

it('starts an API of the deployment recipe on any port its test picks (the default PORT, one instance per port)', () => {
  // scripts/testDeployment.ts runs leave-api@<port> on ports the system hands out (32768 and above
  // on Linux) and the recipe's own example ports, with PORT unset.
  for (const apiPort of [3001, 3002, 32768, 45000, 60999]) {
    expect(() => readServeConfig({ API_PORT: String(apiPort) })).not.toThrow();
  }
});
