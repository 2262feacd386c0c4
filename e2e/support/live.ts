import type { Page, Response } from '@playwright/test';

/**
 * Resolves once PocketBase has answered the page's request to watch `topic` (the SDK's
 * POST /api/realtime listing its subscriptions): from then on its events reach the page. Start
 * it before what makes the page subscribe (a page load), await it before the change the page
 * should show live.
 */
export function subscribed(page: Page, topic: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (new URL(response.url()).pathname !== '/api/realtime' || request.method() !== 'POST' || !response.ok()) {
      return false;
    }
    const { subscriptions = [] } = (request.postDataJSON() ?? {}) as { subscriptions?: string[] };
    return subscriptions.some((s) => s === topic || s.startsWith(`${topic}?`));
  });
}
