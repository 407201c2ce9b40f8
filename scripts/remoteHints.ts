/**
 * Preload links for the files a remote's module needs first, as its manifest names them (its
 * entry and the module's own scripts), so the page downloads them beside the shell's scripts
 * instead of after the federation runtime has read the manifest. The manifest is read when the
 * shell starts and again once the last reading is older than a minute (a remote released anew
 * names new files); until a reading has come, or when it fails, the page names only the manifest,
 * and a failed reading is tried again for the next page.
 */
const MAX_AGE_MS = 60_000;

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The scripts to preload for `module`, as absolute addresses beside the manifest's. */
export function filesToPreload(manifestUrl: string, manifest: Manifest, module: string): string[] {
  const at = (file: string) => new URL(file, manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)] : [];
  const expose = manifest.exposes?.find((candidate) => candidate.name === module);
  return [...files, ...(expose?.assets?.js?.sync ?? []).map(at)];
}

/** Scripts are preloaded as the federation runtime and webpack load them: no-cors, no crossorigin. */
const links = (files: string[]) => files.map((file) => `<link rel="preload" href="${file}" as="script">`).join('');

/** The current links for a remote's module (synchronously: a page never waits for the manifest). */
export function remoteHints(manifestUrl: string, module: string): () => string {
  let current = '';
  let readAt = -Infinity;
  let reading = false;
  const read = () => {
    reading = true;
    readAt = Date.now();
    fetch(manifestUrl, { signal: AbortSignal.timeout(5000) })
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : undefined))
      .then((manifest) => {
        current = manifest ? links(filesToPreload(manifestUrl, manifest, module)) : '';
        // Not there (yet: the shell may start before its remotes): read again for the next page.
        if (!manifest) readAt = -Infinity;
      })
      .catch(() => {
        current = '';
        readAt = -Infinity;
      })
      .finally(() => {
        reading = false;
      });
  };
  if (manifestUrl.endsWith('.json')) read();
  return () => {
    if (manifestUrl.endsWith('.json') && !reading && Date.now() - readAt > MAX_AGE_MS) read();
    return current;
  };
}
