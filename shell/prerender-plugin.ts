import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import { build, type Plugin } from 'vite';
import { staticClosure } from '../tooling/static-closure';
import { styledIdsPlugin } from '../tooling/styled-ids-plugin';
import type * as Server from './src/prerender/entry-server';
import { prerenderedMark } from './src/prerender/public-pages';

const shellRoot = fileURLToPath(new URL('.', import.meta.url));
/** Minified: it is in every document, twice in the app document, before anything paints. */
const FIRST_PAINT = minifySync(
  'first-paint.js',
  readFileSync(join(shellRoot, 'src/prerender/first-paint.js'), 'utf8'),
).code;

/*
 * Before the app's own code runs: signed-in visitors never see the signed-out links, and the app
 * document shows only the frame of the path's area in the visitor's language, in place
 * (display: contents).
 */
function firstPaintCss(kinds: readonly string[], languages: readonly string[]): string {
  const shown = kinds.flatMap((kind) =>
    languages.map((lang) => `html[data-area=${kind}][data-lang=${lang}] [data-frame=${kind}][data-lang=${lang}]`),
  );
  return [
    'html[data-session] [data-guest-only]{visibility:hidden}',
    '[data-frame]{display:none}',
    `${[...shown, 'html:not([data-lang]) [data-frame=default][data-lang=en]'].join(',')}{display:contents}`,
  ].join('');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

type Bundle = Parameters<Extract<NonNullable<Plugin['generateBundle']>, { handler: unknown }>['handler']>[1];

/*
 * What every page loads right after the preloaded start-up chunks, one round trip after another
 * unless preloaded: the shared UI kit the federation runtime loads as a shared module, its own
 * imports, the runtime's pending shares; and, for each language, the catalogs of the words every
 * page shows (shared-contracts' common words, the kit's and the shell's).
 */
const STARTUP = [/shared-ui\/src\/index\.ts$/, /pendingShares/];
const WORDS = (language: string) => [
  new RegExp(`shared-contracts/src/i18n/common/${language}\\.json$`),
  new RegExp(`shared-ui/src/.*/${language}\\.json$`),
  new RegExp(`shell/src/i18n/(pages\\.)?${language}\\.json$`),
];

/** The query kit, which a remote page's data waits for: preloaded with the remote (first-paint.js). */
const QUERY_KIT = /shared-contracts\/src\/data-kit\/index\.tsx?$/;

/** The screen kit's lazy parts, fetched (not run) once the first page is up: app/warm-up.ts. */
const KIT = [QUERY_KIT, /shared-ui\/src\/data-kit\/index\.tsx?$/, /shared-ui\/src\/controls\/index\.tsx?$/];

export function startupHints(bundle: Bundle, languages: readonly string[]) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const matching = (patterns: RegExp[]) =>
    chunks.filter((chunk) => patterns.some((pattern) => pattern.test(chunk.facadeModuleId ?? chunk.name)));
  const names = (list: typeof chunks) => list.map((chunk) => chunk.fileName);
  const startup = staticClosure(bundle, names(matching(STARTUP)));
  const everyPage = staticClosure(bundle, [...startup, ...names(chunks.filter((chunk) => chunk.isEntry))]);
  const kit = staticClosure(bundle, names(matching(KIT)), everyPage);
  const data = staticClosure(bundle, names(matching([QUERY_KIT])), everyPage);
  const words = Object.fromEntries(
    languages.map((language) => [language, matching(WORDS(language)).map((chunk) => `/${chunk.fileName}`)]),
  );
  const href = (fileName: string) => `/${fileName}`;
  return { startup: [...startup].map(href), kit: [...kit].map(href), data: [...data].map(href), words };
}

const MODULE_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The start-up scripts, taken out of the document: the first-paint script loads them once a
 * pre-rendered page has painted, and in the app document once the first answer whose pictures its
 * frame shows has arrived, or at once where it shows none (docs/first-paint.md). The first paint,
 * and the answer the first pictures wait for, never wait on or share the connection with them.
 */
export function takeStartup(template: string, startup: string[], after: 'paint' | 'answer') {
  let entry = '';
  const preload: string[] = [];
  const rest = template.replace(MODULE_TAGS, (_tag, src?: string, href?: string) => {
    if (src) entry = src;
    else if (href) preload.push(href);
    return '';
  });
  if (!entry) throw new Error('index.html has no module script');
  return { rest, start: { entry, preload: [...new Set([...preload, ...startup])], after } };
}

/**
 * In the app document, before the first-paint script: nginx (its SSI) writes here the classic copy
 * of the path's remote's route data (`route-data.inline.js`, tooling/route-data-plugin.ts), with
 * the response's CSP nonce, so the page's first API requests leave while the document is parsed
 * instead of one round trip later (docs/first-paint.md). An empty script where the remote has no
 * such file (the `none` stub, instead of nginx's 404 page); served any other way, comments.
 */
export const ROUTE_DATA_INCLUDE =
  '<!--# block name="none" --><!--# endblock -->' +
  '<!--# if expr="$fwd_route_data" --><script nonce="<!--# echo var="request_id" -->">' +
  '<!--# include virtual="$fwd_route_data" stub="none" --></script><!--# endif -->';

/** Puts a rendering into the built index.html: head additions, language, title, root content. */
export function fillDocument(
  built: string,
  parts: {
    html: string;
    styles: string;
    title: string;
    language: string;
    rules: string;
    css: string;
    startup: string[];
    mark?: string;
  },
): string {
  const root = parts.mark ? `<div id="root" data-prerendered="${parts.mark}">` : '<div id="root">';
  const { rest: template, start } = takeStartup(built, parts.startup, parts.mark ? 'paint' : 'answer');
  const head = [
    `<meta name="fwd-frames" content='${escapeAttribute(parts.rules)}' />`,
    `<meta name="fwd-start" content='${escapeAttribute(JSON.stringify(start))}' />`,
    ...(parts.mark ? [] : [ROUTE_DATA_INCLUDE]),
    `<script>${FIRST_PAINT}</script>`,
    `<style>${parts.css}</style>`,
    parts.styles,
  ].join('\n    ');
  const filled = template
    .replace(/<html lang="[a-z]+">/, `<html lang="${parts.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `${root}${parts.html}</div>${parts.mark ? '' : `<script>${FIRST_PAINT}</script>`}`,
    );
  if (!filled.includes('id="root"') || !filled.includes('fwd-frames'))
    throw new Error('index.html has no #root or </head>');
  return filled;
}

/**
 * Renders the shell's HTML documents during its build, before the service worker's list of files
 * is made: index.html becomes the app document (every layout's frame), and each public page is
 * written to pages/<language>/<name>.html. The rendering uses a Node build of the same sources.
 */
export function prerenderPlugin(define: Record<string, string>): Plugin {
  return {
    name: 'fwd-prerender',
    apply: 'build',
    enforce: 'post',
    // After the federation plugin has put its start-up script and preloads into index.html.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const documents = await renderDocuments(String(index.source), define, bundle);
        index.source = documents.app;
        for (const [fileName, source] of documents.pages) this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}

async function renderDocuments(template: string, define: Record<string, string>, bundle: Bundle) {
  const outDir = await mkdtemp(join(tmpdir(), 'fwd-prerender-'));
  try {
    await build({
      configFile: false,
      root: shellRoot,
      logLevel: 'warn',
      define,
      plugins: [styledIdsPlugin(), react()],
      ssr: { noExternal: true },
      build: { ssr: 'src/prerender/entry-server.tsx', outDir, emptyOutDir: true, target: 'node20' },
    });
    const server = (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as typeof Server;
    const { startup, kit, data, words } = startupHints(bundle, server.LANGUAGES);
    // Where the API is by the shell's own runtime-config.json, as the remotes' places are: the
    // first-paint script asks a page's first answers from there ('' is the page's origin).
    const { API_URL: api } = JSON.parse(readFileSync(join(shellRoot, 'public/runtime-config.json'), 'utf8')) as {
      API_URL: string;
    };
    const rules = JSON.stringify({
      frames: server.frameRules(),
      words,
      kit,
      data,
      api: api.trim().replace(/\/+$/, ''),
    });
    const css = firstPaintCss(server.FRAME_KINDS, server.LANGUAGES);
    const app = fillDocument(template, { ...(await server.renderFrames()), language: 'en', rules, css, startup });
    const pages: [string, string][] = [];
    for (const language of server.LANGUAGES) {
      for (const [path, name] of Object.entries(server.PUBLIC_PAGES)) {
        const page = await server.renderPage(path, language);
        const mark = prerenderedMark(path, language);
        pages.push([
          `pages/${language}/${name}.html`,
          fillDocument(template, { ...page, language, rules, css, startup, mark }),
        ]);
      }
    }
    return { app, pages };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
