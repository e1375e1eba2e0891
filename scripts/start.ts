import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const inputs = ['index.html', 'vite.config.ts', 'package.json', 'scripts/build', 'src', 'machines', 'contract', 'public'];
const builtIndex = join('dist', 'index.html');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

// Build only when a source is newer than the last build, so a warm start is just the gateway.
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (inputs.some((input) => newestChange(input) > builtAt)) {
  console.log('Compilando el portal…');
  await build({ logLevel: 'warn' });
}

await import('../server/main');
