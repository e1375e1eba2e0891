import { createServer } from 'vite';
import { printBanner, serveOptionsOrExit, stopOnSignals } from '../server/config';
import { startServer } from '../server/serve';

// The gateway answers /api on its own port; Vite serves the SPA with hot reload and proxies /api to it.
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3001);
process.env.GATEWAY_PORT = String(gatewayPort);

const options = { ...serveOptionsOrExit(), port: gatewayPort, distDir: undefined };
const gateway = await startServer(options);
const vite = await createServer();
await vite.listen();
const appUrl = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
printBanner(gateway, options, appUrl);
stopOnSignals(async () => {
  await vite.close();
  await gateway.close();
}, options.logger);
