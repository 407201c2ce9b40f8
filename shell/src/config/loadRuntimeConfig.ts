import { parseRuntimeConfig } from '@leave/contract';
import type { RuntimeConfig } from '@leave/contract';

declare const __webpack_public_path__: string;

/** config.json sits beside the shell's own scripts, i.e. under the base path. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const url = `${__webpack_public_path__}config.json`;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
