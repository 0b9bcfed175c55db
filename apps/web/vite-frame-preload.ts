import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The script index.html loads first: see frame-preload below. Not hashed, so that the page names it. */
export const FRAME_PRELOAD_FILE = 'frame-preload.js';

/** The modules that draw the signed-in frame, each a chunk the router loads on demand. */
const FRAME_MODULES = {
  common: ['src/app/library-root.tsx', 'src/app/authorized.tsx', 'src/app/layouts/app-layout.tsx'],
  phone: ['src/app/layouts/phone-layout.tsx'],
  desktop: ['src/app/layouts/desktop-layout.tsx'],
};

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/${module}`),
  );
  if (!chunk) throw new Error(`frame-preload: no chunk for ${module}`);
  return chunk;
}

/** The files a chunk needs (its static imports, their CSS), those the entry loads anyway left out. */
function filesOf(bundle: OutputBundle, modules: string[], shell: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (!output || output.type !== 'chunk' || files.has(fileName) || shell.has(fileName)) return;
    files.add(fileName);
    for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
    output.imports.forEach(visit);
  };
  for (const module of modules) visit(chunkOf(bundle, module).fileName);
  return [...files];
}

/**
 * A signed-in page's frame (react-query, antd-mobile's layout, the tab bar) is loaded by the router
 * once React has arrived and run: on a slow phone two seconds after the page opened, and only then do
 * the frame's ~20 files start, then the page's. This writes a tiny script, loaded by index.html
 * without blocking it, that asks for the frame's files at once when a member is signed in (a token
 * in localStorage) — for the layout this screen will draw — so they download beside React instead of
 * after it. Signed-out visitors (the sign-in pages, whose first JavaScript is budgeted) load nothing
 * more. An external file, not an inline script: the CSP allows only the app's own scripts.
 */
export function framePreload(shellFiles: Set<string>, desktopQuery: string, tokenKey: string): Plugin {
  return {
    name: 'nodebao-frame-preload',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${FRAME_PRELOAD_FILE}`, async: true }, injectTo: 'head' },
    ],
    generateBundle(_options, bundle) {
      const common = filesOf(bundle, FRAME_MODULES.common, shellFiles);
      const phone = filesOf(bundle, FRAME_MODULES.phone, shellFiles).filter((f) => !common.includes(f));
      const desktop = filesOf(bundle, FRAME_MODULES.desktop, shellFiles).filter((f) => !common.includes(f));
      const source = `(function () {
  try {
    if (!localStorage.getItem(${JSON.stringify(tokenKey)})) return;
    var files = ${JSON.stringify(common)}.concat(
      matchMedia(${JSON.stringify(desktopQuery)}).matches ? ${JSON.stringify(desktop)} : ${JSON.stringify(phone)}
    );
    files.forEach(function (file) {
      var link = document.createElement('link');
      if (/\\.css$/.test(file)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
        link.crossOrigin = '';
      }
      link.href = '/' + file;
      document.head.appendChild(link);
    });
  } catch (e) {
    // Storage blocked (a private window): the router loads the frame as it would anyway.
  }
})();
`;
      this.emitFile({ type: 'asset', fileName: FRAME_PRELOAD_FILE, source });
    },
  };
}
