// Hosting serves a file that exists before any rewrite, and `/` is `/index.html` when the build
// has one: `/`, the Salon, could then never reach publicPages and arrive rendered. So the build
// names the app's page `shell.html` (firebase.json's fallback and publicPages' shell); the dev
// server, which no rewrite stands in front of, keeps serving index.html.
import type { Plugin } from 'vite';

const SHELL_FILE = 'shell.html';

export function shellFileName(): Plugin {
  return {
    name: 'salon:shell-file-name',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page) return this.error('The build has no index.html to name shell.html.');
      page.fileName = SHELL_FILE;
    },
  };
}
