import type { LayoutKind } from '@fwd/shared-contracts';

export type FrameKind = LayoutKind;

/**
 * The shell's public pages, pre-rendered at build time in every language, and the file each one
 * is written to under `pages/<language>/` (nginx serves them, nginx/forwardly.conf.template).
 */
export const PUBLIC_PAGES: Record<string, string> = {
  '/': 'index',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgot-password',
};

/** The attribute on #root of a pre-rendered page: which page, in which language. */
export const prerenderedMark = (path: string, language: string) => `${path}|${language}`;
