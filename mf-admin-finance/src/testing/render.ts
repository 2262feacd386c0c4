// Page tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { renderRoute, type FetchStub, type RenderRouteResult } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

// eslint-disable-next-line import-x/no-restricted-paths
export { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';

/** A finance page at `path` (with its query), finance staff signed in, its API answered by `fetch`. */
export function openFinancePage(path: string, fetch: FetchStub): Promise<RenderRouteResult> {
  return renderRoute({ app: remoteApp, path, session: 'staff', roles: ['finance'], fetch });
}
