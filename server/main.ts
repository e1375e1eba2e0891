import { printBanner, serveOptionsOrExit, stopOnSignals } from './config';
import { startServer } from './serve';

const options = serveOptionsOrExit();
const server = await startServer(options);
printBanner(server, options);
stopOnSignals(() => server.close(), options.logger);
