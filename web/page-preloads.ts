// The pages publicPages renders (the Salon, a discussion) are lazy routes: their code is not in
// the shell every page loads. The browser hydrates such a page when its chunk arrives, so the
// served page should fetch that chunk with the shell rather than after it, and style the page
// before it is drawn. The shell cannot ask for them itself (every other page would download the
// Salon), so it carries, for each such page, the links it needs in an inert `<template>`, which
// publicPages unwraps into the head of the page it serves (functions/src/sharing/page-head.ts,
// `intoShell`); a page Hosting serves as the shell itself ignores them.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** `<template data-page="Name">` of a page module `src/pages/Name.tsx`. */
const PAGE_TEMPLATE_ATTRIBUTE = 'data-page';

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk's file and every file it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

function cssOf(bundle: OutputBundle, files: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk')
      for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return css;
}

/**
 * Writes into the app's page one template per named page (`src/pages/<name>.tsx`, a lazy route)
 * holding a modulepreload link for each of its chunks the shell does not load, and a stylesheet
 * link for each of their style sheets the shell does not link.
 */
export function pagePreloads(pages: readonly string[]): Plugin {
  return {
    name: 'salon:page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') {
        return this.error('The build has no index.html to carry the pages’ preloads.');
      }
      const entry = chunks(bundle).find((chunk) => chunk.isEntry);
      if (!entry) return this.error('The build has no entry chunk.');
      const shellFiles = staticClosure(bundle, entry.fileName);
      const shellCss = cssOf(bundle, shellFiles);
      const templates = pages.map((name) => {
        const chunk = chunks(bundle).find(
          (candidate) =>
            candidate.isDynamicEntry &&
            candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/pages/${name}.tsx`),
        );
        if (!chunk) return this.error(`No lazy chunk of src/pages/${name}.tsx to preload.`);
        const files = [...staticClosure(bundle, chunk.fileName)].filter((f) => !shellFiles.has(f));
        const sheets = [...cssOf(bundle, files)].filter((sheet) => !shellCss.has(sheet));
        const links = [
          ...sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`),
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        return `<template ${PAGE_TEMPLATE_ATTRIBUTE}="${name}">${links.join('')}</template>`;
      });
      page.source = page.source.replace(
        '</head>',
        () => `  ${templates.join('\n    ')}\n  </head>`,
      );
    },
  };
}
