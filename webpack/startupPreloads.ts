/**
 * The shell's page names the scripts its start-up loads after main.js (the shared libraries and
 * the bootstrap, behind the federation runtime's async boundary) as preloads, so the browser
 * downloads them beside main.js instead of after it has run: one round trip less before the
 * dashboard, on a cold load (issue 37).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const PLUGIN = 'StartupPreloads';

/** Adds `<link rel="preload" as="script">` for the named chunks' files to the page's head. */
export class StartupPreloads {
  constructor(private readonly chunkNames: RegExp) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const files = [...compilation.chunks]
          .filter((chunk) => this.chunkNames.test(String(chunk.name ?? chunk.id)))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        // As webpack loads chunks (a plain script, no crossorigin), so the preload is the one used.
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
