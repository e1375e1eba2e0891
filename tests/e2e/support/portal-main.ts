import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The portal as the e2e suite runs it: the entry named on the command line (scripts/start.ts, which builds
// the SPA first when a source changed, or server/main.ts). The process that started it holds the other end
// of stdin: once that process is gone, however it went, the portal stops as on Ctrl+C, so none outlives its run.
process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();

const entry = process.argv[2];
if (!entry) throw new Error('usage: tests/e2e/support/portal-main.ts <entry module>');
await import(pathToFileURL(resolve(entry)).href);
