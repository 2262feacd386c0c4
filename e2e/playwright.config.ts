import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// Chosen once in the main process; workers inherit it, so every process agrees on the address.
process.env.E2E_NGINX_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));

/** Journeys in Debian's Chromium against the built apps behind the nginx config. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy CI machine (several jobs on 2 cores): a journey that passes is not slowed by them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_NGINX_PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
