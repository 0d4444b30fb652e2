import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';

/**
 * The entry loads the app root lazily (spec §2), so without a hint the browser learns of the app's chunk, the chunks
 * it imports and its stylesheet only once the entry has run: one more round trip before anything can draw, on every
 * page. This adds them to index.html as preloads, so they download beside the entry. The bytes are the same: every
 * page loads them.
 */
export function preloadApp(appModule = '/src/app/app.tsx'): Plugin {
  return {
    name: 'sejawat:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(app);
        // What index.html already names (the entry and its own preloads) is left as it is.
        const tags = [
          // crossorigin as on the stylesheet link Vite adds when the app's chunk loads: a preload fetched in another
          // credentials mode is not used, and the browser downloads the stylesheet a second time.
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` } })),
          ...[...scripts]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` } })),
        ];
        return { html, tags: tags.map((t) => ({ ...t, injectTo: 'head' as const })) };
      },
    },
  };
}
