import { printBanner, serveOptionsFromEnv, stopOnSignals } from './config';
import { startServer } from './serve';

const options = serveOptionsFromEnv();
const server = await startServer(options);
printBanner(server, options);
stopOnSignals(() => server.close(), options.logger);
