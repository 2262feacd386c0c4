import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backend',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['testing/global-setup.ts'],
    setupFiles: ['testing/setup-eventsource.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
