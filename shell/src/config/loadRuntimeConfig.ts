import type { RuntimeConfig } from '@leave/contract';

declare const __webpack_public_path__: string;

/**
 * The server writes the configuration into the page (a `runtime-config` JSON script), checked
 * when it started (`@leave/config`'s serveConfig), so the page takes it as it is; without it (the
 * development server), config.json sits beside the shell's own scripts, under the base path, and
 * is checked here, by a check downloaded only then.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inPage = document.getElementById('runtime-config')?.textContent;
  if (inPage) return JSON.parse(inPage) as RuntimeConfig;
  const url = `${__webpack_public_path__}config.json`;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const [{ parseRuntimeConfig }, raw] = await Promise.all([
    import('@leave/contract/runtimeConfigCheck'),
    response.json() as Promise<unknown>,
  ]);
  return parseRuntimeConfig(raw);
}
