import { registerNamespace, type Catalog } from '@fwd/shared-contracts';
import { GlobalStyle, Toaster } from '@fwd/shared-ui';
import { StrictMode, type ReactNode } from 'react';
import { InstallPrompt } from '../pwa/install-prompt';

/**
 * Everything around the router, the same in the browser and in the pre-rendered pages. The build
 * renders the app document's frames one after another into one style sheet: only the first of
 * them brings the global styles (`globalStyle={false}` for the others), which would otherwise be
 * in the document once per frame.
 */
export function AppTree({ children, globalStyle = true }: { children: ReactNode; globalStyle?: boolean }) {
  return (
    <StrictMode>
      {globalStyle && <GlobalStyle />}
      {children}
      <InstallPrompt />
      <Toaster />
    </StrictMode>
  );
}

/** The shell's words: the frame's and its own pages'. */
export function registerShellWords(): Promise<void> {
  return registerNamespace('shell', async (language) => {
    const [frame, pages] = await Promise.all([
      import(`../i18n/${language}.json`),
      import(`../i18n/pages.${language}.json`),
    ]);
    return { ...(frame.default as Catalog), ...(pages.default as Catalog) };
  });
}

/** The router options of the browser and of the build's pre-rendering. */
export const ROUTER_FUTURE = { v8_middleware: true } as const;
