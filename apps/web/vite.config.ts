import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

// Long-lived vendor chunks: app deploys don't invalidate the browser's cached framework code.
const vendorChunks: Record<string, RegExp> = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
  redux: /[\\/]node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
  mui: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|@popperjs|react-transition-group|react-is|clsx|prop-types|stylis|hoist-non-react-statics)[\\/]/,
};

export default defineConfig({
  root: appRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: `${workspaceRoot}dist/apps/web`,
    emptyOutDir: true,
    rollupOptions: {
      output: {
        manualChunks: (id) => Object.keys(vendorChunks).find((name) => vendorChunks[name].test(id)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
