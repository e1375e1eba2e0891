import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * `npm run test:scaffold` (in .ci/run, not in `npm test`: two minutes of CPU on this machine):
 * `npm run new:screen` on a copy of this repository (its files as git knows them, node_modules linked):
 * right after it, the copy type-checks and the new screen's own tests pass, and the tests that hold the
 * route table, the first routes, the texts, the roles, the README map and the generated docs to the code
 * pass with it in them. The copy's commands run two at a time, as the machine has two cores.
 */
const sample = { kebab: 'stock-alerts', camel: 'stockAlerts' };
let copy: string;

const inCopy = (command: string, args: readonly string[]) =>
  run('npx', [...command.split(' '), ...args], { cwd: copy, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1', NO_COLOR: '1' } });

/**
 * Runs Vitest's `projects` over `files` in the copy; a failure carries Vitest's own report. Each file must
 * pass at least one test, so a filter that matches nothing fails too.
 */
async function vitestInCopy(projects: readonly string[], files: readonly string[], filter?: string) {
  const options = [...projects.flatMap((project) => ['--project', project]), '--testTimeout=120000', ...(filter ? ['-t', filter] : [])];
  let report: string;
  try {
    report = (await inCopy('vitest run', [...options, ...files])).stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`vitest ${projects.join(', ')} failed in the scaffolded copy:\n${stdout.slice(-6000)}\n${stderr.slice(-2000)}`);
  }
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes, should the reporter keep them
  expect(report.replace(/\u001b\[[\d;]*m/g, '')).toMatch(new RegExp(`Test Files\\s+${files.length} passed`));
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'despensa-scaffold-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules' && existsSync(file));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
  symlinkSync(realpathSync('node_modules'), join(copy, 'node_modules'));
  execFileSync('npx', ['tsx', 'scripts/scaffold/new.ts', 'screen', sample.kebab], { cwd: copy, stdio: 'pipe' });
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:screen', { timeout: 600_000 }, () => {
  it('writes the screen, its resource and its texts, and marks what the developer fills in', () => {
    const written = [
      `contract/${sample.kebab}.ts`,
      `server/${sample.kebab}/list.ts`,
      `server/routes/${sample.kebab}.ts`,
      `tests/server/${sample.kebab}.test.ts`,
      `machines/${sample.kebab}.machine.ts`,
      `tests/machines/models/${sample.kebab}.model.ts`,
      `src/actors/${sample.kebab}.actors.ts`,
      `src/app/areas/${sample.kebab}.area.ts`,
      'src/views/stock-alerts/StockAlertsPage.tsx',
      'src/views/stock-alerts/StockAlertsView.tsx',
      `tests/views/${sample.kebab}.paths.test.tsx`,
      `docs/diagrams/${sample.kebab}.md`,
    ];
    for (const file of written) expect(existsSync(join(copy, file)), file).toBe(true);
    expect(readFileSync(join(copy, `server/${sample.kebab}/list.ts`), 'utf8')).toContain('new:screen:');
    expect(readFileSync(join(copy, 'src/i18n/en.json'), 'utf8')).toContain(`"${sample.camel}": {`);
    expect(readFileSync(join(copy, 'docs/api.md'), 'utf8')).toContain(`/${sample.kebab}`);
  });

  it('refuses a name already taken, and leaves the tree as it was', async () => {
    const before = readFileSync(join(copy, 'src/kernel/paths.ts'), 'utf8');
    await expect(inCopy('tsx', ['scripts/scaffold/new.ts', 'screen', sample.kebab])).rejects.toThrow(/already exists: choose another name/);
    expect(readFileSync(join(copy, 'src/kernel/paths.ts'), 'utf8')).toBe(before);
  });

  it('type-checks, and the tests of the new screen and of what it joins pass', async () => {
    await Promise.all([
      inCopy('tsc', ['--noEmit', '-p', '.']).catch((error: { stdout?: string }) => {
        throw new Error(`tsc failed in the scaffolded copy:\n${error.stdout ?? String(error)}`);
      }),
      (async () => {
        // Of the files every screen joins, only the tests that name it or check every route (the rest is the repository's own).
        await vitestInCopy(
          ['machines', 'views', 'server'],
          [
            'tests/machines/paths.test.ts',
            'tests/views/shell-routes.test.tsx',
            'tests/server/roles.test.ts',
            'tests/server/openapi.test.ts',
            `tests/server/${sample.kebab}.test.ts`,
          ],
          `${sample.kebab}|has a request of its own|path of the navigation|serves exactly|docs/`,
        );
        await vitestInCopy(
          ['views', 'machines', 'lint'],
          [
            `tests/views/${sample.kebab}.paths.test.tsx`,
            'tests/views/route-table.test.ts',
            'tests/views/first-routes.test.ts',
            'tests/views/navigation.rules.test.ts',
            'tests/views/navigation.test.tsx',
            'tests/views/i18n-locales.test.ts',
            'tests/machines/diagrams.test.ts',
            'tests/lint/readme.test.ts',
          ],
        );
      })(),
    ]);
  });
});
