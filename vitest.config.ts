import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{shared-contracts,shared-ui,shell,mf-*}/src/**/*.test.{ts,tsx}',
            'tooling/*.test.ts',
            'scripts/deploy/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tooling/vitest-setup.ts'],
        },
        define: { __BUILD_ID__: JSON.stringify('test-build') },
      },
      './backend/vitest.config.ts',
    ],
  },
});
