import { parseRuntimeConfig } from '@leave/contract';
import type { RuntimeConfig } from '@leave/contract';

declare const __webpack_public_path__: string;

/**
 * The server writes the configuration into the page (a `runtime-config` JSON script); without
 * it (the development server), config.json sits beside the shell's own scripts, under the base path.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inPage = document.getElementById('runtime-config')?.textContent;
  if (inPage) return parseRuntimeConfig(JSON.parse(inPage));
  const url = `${__webpack_public_path__}config.json`;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
