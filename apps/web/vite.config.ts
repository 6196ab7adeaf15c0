import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4174'

/**
 * The web app's build. Workspace packages resolve to their TypeScript sources (`source` condition).
 * `npm run dev` proxies the gateways, the realtime socket and /config.json to the sandbox host.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/gw': sandbox,
      '/config.json': sandbox,
      '/sandbox': sandbox,
      '/realtime': { target: sandbox.replace(/^http/, 'ws'), ws: true },
    },
  },
})
