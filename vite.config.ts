import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const gatewayPort = process.env.GATEWAY_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  // The build's version, compared by the session machine with the stored and the server's version.
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(packageJson.version) },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${gatewayPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
