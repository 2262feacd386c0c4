// Component tests answer with the shell's JSON helper; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json } from '../../../shell/src/testing/render-route';

/** PocketBase's answer with the page of `rows` that `url` asks for (`page`, `perPage`; 1 and 30 when absent). */
export function pageOf<T>(rows: T[], url: URL): Response {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('perPage') ?? 30);
  return json({
    page,
    perPage,
    totalItems: rows.length,
    totalPages: Math.ceil(rows.length / perPage),
    items: rows.slice((page - 1) * perPage, page * perPage),
  });
}
