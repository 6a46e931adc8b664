import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The server has no compression middleware: it serves these pre-compressed siblings (@fastify/static
 * `preCompressed`) to clients that accept br or gzip, so every text asset goes over the wire compressed.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'robots.txt', 'favicon.svg', 'manifest.webmanifest'];
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full).catch(() => null);
            if (!content || content.length < 1024) return;
            await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
            await writeFile(
              `${full}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

const src = fileURLToPath(new URL('./src', import.meta.url));
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  // The SSR build (src/prerender, run by scripts/prerender.mjs) is a build tool, not a site: no public files.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // Zod without its eval probe, which the CSP reports (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: zodJitless },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth/v1': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Strict CSP: no inline module-preload polyfill script.
    modulePreload: { polyfill: false },
    // bench/web.ts reads it to sum the landing page's initial JavaScript and CSS.
    manifest: true,
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
