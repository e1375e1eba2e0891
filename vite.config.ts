import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gatewayPort = process.env.GATEWAY_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
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
