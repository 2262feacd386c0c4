/*
 * Build-time rendering of the shell's HTML documents (run by the shell's Vite build through
 * ./prerender-plugin.ts, in Node): the public pages in each language, hydrated by the browser,
 * and the app document every other route starts from, which paints its layout frame while the
 * page's code loads. docs/first-paint.md explains the whole path.
 */
import {
  currentLanguage,
  i18n,
  initI18n,
  LANGUAGES,
  REMOTE_AREAS,
  setLanguage,
  type Language,
  type RouteObject,
} from '@fwd/shared-contracts';
import { Skeleton, theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Static rendering is for this build-time bundle only; the browser's router stays the shared one.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import styled, { ServerStyleSheet } from 'styled-components';
import remotes from '../../../tooling/remotes.json';
import runtimeConfig from '../../public/runtime-config.json';
import { AppTree, registerShellWords, ROUTER_FUTURE } from '../app/app-tree';
import { documentTitle, pageTitleKey } from '../app/root-frame';
import { routes } from '../app/routes';
import { AccountLayout } from '../layouts/account-layout';
import { AdminLayout } from '../layouts/admin-layout';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { PUBLIC_PAGES, type FrameKind } from './public-pages';

export { LANGUAGES, PUBLIC_PAGES };

interface Rendered {
  html: string;
  styles: string;
  title: string;
}

let wordsReady: Promise<void> | null = null;

async function renderIn(language: Language): Promise<void> {
  wordsReady ??= (async () => {
    void registerShellWords();
    await initI18n(language);
  })();
  await wordsReady;
  if (currentLanguage() !== language) await setLanguage(language);
}

/** Renders into `sheet`, which collects the styles of every rendering given to it, once each. */
async function renderTree(tree: ReactNode, sheet: ServerStyleSheet, globalStyle = true): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    sheet.collectStyles(<AppTree globalStyle={globalStyle}>{tree}</AppTree>),
  );
  // Decoded once at the end: a Vietnamese letter may be split between two chunks.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderRoutes(
  tree: RouteObject[],
  path: string,
  sheet: ServerStyleSheet,
  globalStyle = true,
): Promise<Omit<Rendered, 'styles'>> {
  const handler = createStaticHandler(tree, { future: ROUTER_FUTURE });
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while pre-rendering`);
  if (context.errors) throw new Error(`${path} failed while pre-rendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });
  const html = await renderTree(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    sheet,
    globalStyle,
  );
  const key = pageTitleKey(context.matches.map((m) => m.route.handle));
  return { html, title: documentTitle(key, (k) => i18n.t(k)) };
}

async function withSheet<T>(render: (sheet: ServerStyleSheet) => Promise<T>): Promise<T & { styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const rendered = await render(sheet);
    return { ...rendered, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** A public page as a signed-out visitor first sees it, in one language. */
export async function renderPage(path: string, language: Language): Promise<Rendered> {
  await renderIn(language);
  return withSheet((sheet) => renderRoutes(routes, path, sheet));
}

/** Each layout with a skeleton, and a location of its area to render it at. */
const FRAMES: Record<FrameKind, { at: string; element: ReactNode }> = {
  default: { at: '/', element: <DefaultLayout>{<FrameSkeleton />}</DefaultLayout> },
  account: { at: '/account', element: <AccountLayout>{<FrameSkeleton />}</AccountLayout> },
  admin: { at: '/admin', element: <AdminLayout>{<FrameSkeleton />}</AdminLayout> },
  blank: { at: '/admin/login', element: <BlankLayout>{<FrameSkeleton />}</BlankLayout> },
};

export const FRAME_KINDS = Object.keys(FRAMES) as FrameKind[];

/**
 * Where the first-paint script shows a page's first pictures in place of the skeleton, as the page
 * will show them (shared-contracts' EarlyView), phone-wide at most.
 */
const Slot = styled.div`
  &[data-early] [aria-hidden='true'] {
    display: none;
  }
  [data-early-view] {
    display: grid;
    gap: 1rem;
    max-width: 28rem;
    contain: paint;
  }
  [data-early-view] img {
    display: block;
    width: 100%;
    border-radius: ${theme.radius};
    background: ${theme.color.border};
  }
  [data-early-view='card'] img {
    object-fit: cover;
  }
  [data-early-view='lead'] img {
    object-fit: contain;
  }
`;

function FrameSkeleton() {
  return (
    <Slot data-frame-slot="">
      <Skeleton lines={6} height="1.25em" />
    </Slot>
  );
}

/**
 * Every layout with a skeleton for its page, in every language, each in a wrapper that the
 * first-paint script shows for the path's area and the visitor's language; the app replaces them
 * all with the page once it has loaded.
 */
export async function renderFrames(): Promise<Rendered> {
  return withSheet(async (sheet) => {
    const parts: string[] = [];
    for (const language of LANGUAGES) {
      await renderIn(language);
      for (const [kind, frame] of Object.entries(FRAMES)) {
        const { html } = await renderRoutes([{ path: '*', element: frame.element }], frame.at, sheet, !parts.length);
        parts.push(`<div data-frame="${kind}" data-lang="${language}">${html}</div>`);
      }
    }
    await renderIn('en');
    return { html: parts.join(''), title: i18n.t('shell:brand') };
  });
}

/** Where each remote is served according to the shell's own runtime-config.json, ending with '/'. */
function remoteFolder(id: string): string {
  const entry = (runtimeConfig.REMOTES as Record<string, string | undefined>)[id];
  return entry && entry.startsWith('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) : '';
}

/**
 * Which frame a path shows and which remote's entry files its document preloads, most specific
 * prefix first: the shell's own admin sign-in page, each remote's pages in another layout
 * (tooling/remotes.json), then each remote's area.
 */
export function frameRules(): [prefix: string, frame: FrameKind, remote: string][] {
  const rules: [string, FrameKind, string][] = [['admin/login', 'blank', '']];
  for (const remote of remotes as { id: string; otherLayouts?: Record<string, string> }[]) {
    for (const [prefix, layout] of Object.entries(remote.otherLayouts ?? {})) {
      rules.push([prefix, layout as FrameKind, remoteFolder(remote.id)]);
    }
  }
  for (const area of REMOTE_AREAS) {
    for (const prefix of area.prefixes) rules.push([prefix, area.layout, remoteFolder(area.id)]);
  }
  rules.push(['admin', 'admin', '']);
  return rules.sort((a, b) => b[0].split('/').length - a[0].split('/').length);
}
