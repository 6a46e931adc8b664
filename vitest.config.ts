import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The production build and the deployment files (scripts/, Dockerfile, compose.yaml).
      { test: { name: 'deploy', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
