/** The files of a module or shared library as the federation manifest lists them. */
interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

const HOT_UPDATE = /\.hot-update\.(js|css)$/;

/**
 * A development server's manifest without its hot updates: the last hot update is not one of the
 * module's files, and a shell previewing the server would load it with the module, before any
 * update was asked for ("webpackHotUpdate... is not a function").
 */
export function withoutHotUpdates<
  T extends { exposes: Array<{ assets: ManifestAssets }>; shared: Array<{ assets: ManifestAssets }> },
>(stats: T): T {
  for (const { assets } of [...stats.exposes, ...stats.shared]) {
    for (const files of [assets.js, assets.css]) {
      files.sync = files.sync.filter((file) => !HOT_UPDATE.test(file));
      files.async = files.async.filter((file) => !HOT_UPDATE.test(file));
    }
  }
  return stats;
}
