import { marker, type Names } from '../names';

/** src/actors/<name>.actors.ts: the machine's gateway call. */
export const actorsModule = ({ kebab, camel, pascal, words }: Names) => `import { fromPromise } from 'xstate';
import { ${camel}Endpoints, type ${pascal}Row } from '../../contract/${kebab}';
import type { ${camel}Machine } from '../../machines/${kebab}.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** ${words}'s call; refusals arrive as failures with the gateway's Spanish message. */
export function ${camel}Effects(client: ApiClient): MachineEffects<typeof ${camel}Machine> {
  const api = failing(client);
  return {
    actors: {
      fetch${pascal}: fromPromise<readonly ${pascal}Row[], void>(() => api.request(${camel}Endpoints.list)),
    },
  };
}
`;

/** src/app/areas/<name>.area.ts: the lazy area the route loads. */
export const areaModule = ({ kebab, pascal, words }: Names) => `/** The ${words} area, loaded with its route. */
export { ${pascal}Page } from '../../views/${kebab}/${pascal}Page';
`;

/** src/views/<name>/<Name>Page.tsx: the machine with the app's effects. */
export const pageModule = ({ kebab, camel, pascal }: Names) => `import { ${camel}Machine } from '../../../machines/${kebab}.machine';
import { useEffects } from '../../kernel/effects';
import { usePageMachine } from '../common/usePageMachine';
import { ${pascal}View } from './${pascal}View';

/** /dashboard/${kebab}: the ${camel} machine with the app's effects. */
export function ${pascal}Page() {
  const actor = usePageMachine(${camel}Machine, useEffects().${camel}, { retryOn: { type: '${camel}.retry' } });
  return <${pascal}View actor={actor} />;
}
`;

/** src/views/<name>/<Name>View.tsx: the page drawn from the machine. */
export const viewModule = ({ kebab, camel, pascal }: Names) => `import { Body1, Skeleton, SkeletonItem, Spinner, Title1, Title2 } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { ${camel}Machine, ${pascal}Snapshot } from '../../../machines/${kebab}.machine';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';

export type ${pascal}Actor = ActorRefFrom<typeof ${camel}Machine>;

const selectStatus = (s: ${pascal}Snapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy'),
  failure: s.context.failure,
  rows: s.context.rows,
});

/** The ${kebab} page drawn from its machine, whose effects the caller provides. */
export function ${pascal}View({ actor }: { actor: ${pascal}Actor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const { loading, busy, failure, rows } = useSelector(actor, selectStatus, shallowEqual);
  const firstLoad = loading && rows.length === 0;

  return (
    <section className={page.page} aria-labelledby="${kebab}-title" aria-busy={busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="${kebab}-title" className={page.title}>
            {t('${camel}.title')}
          </Title1>
          <Body1>{t('${camel}.subtitle')}</Body1>
        </div>
      </div>

      {failure && (
        <PageMessage intent="error" action={{ label: t('${camel}.retry'), onClick: () => actor.send({ type: '${camel}.retry' }) }}>
          {t('${camel}.loadFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {loading && !firstLoad && <Spinner size="tiny" labelPosition="after" label={t('${camel}.updating')} />}
      {firstLoad && (
        <Skeleton aria-label={t('${camel}.loading')}>
          <SkeletonItem />
          <SkeletonItem />
        </Skeleton>
      )}
      {!loading && !failure && rows.length === 0 && (
        <div className={page.empty}>
          <Title2 as="h2">{t('${camel}.empty')}</Title2>
        </div>
      )}
      {!firstLoad && !failure && rows.length > 0 && (
        // ${marker} the columns: a list of cards (page.grid) or the lists kit of src/views/common/lists.
        <ul className={page.grid}>
          {rows.map((row) => (
            <li key={row.id}>
              <Body1>{row.name}</Body1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;

/** tests/views/<name>.paths.test.tsx: the page replayed along the machine's model paths. */
export const viewPathsTest = ({ kebab, camel, pascal }: Names) => `import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { ${pascal}Row } from '../../contract/${kebab}';
import type { ${camel}Machine, ${pascal}Snapshot } from '../../machines/${kebab}.machine';
import { ${pascal}Page } from '../../src/views/${kebab}/${pascal}Page';
import { i18n } from '../../src/i18n';
import { model } from '../machines/models/${kebab}.model';
import type { ModelEvent } from '../machines/support/model';
import { fakeEffects, WithEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway call, held until the path answers it. */
function heldGateway() {
  const calls = heldCalls(['fetch${pascal}'] as const);
  return {
    ...calls,
    effects: fakeEffects({ ${camel}: { actors: { fetch${pascal}: calls.held<readonly ${pascal}Row[], void>('fetch${pascal}') } } }),
  };
}

function renderPage() {
  const gateway = heldGateway();
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={gateway.effects}>
        <${pascal}Page />
      </WithEffects>
    </FluentProvider>,
  );
  return gateway;
}

const text = (key: string) => i18n.t(key, { lng: 'es' });

/** Sends \`event\` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof ${camel}Machine>, _before: ${pascal}Snapshot, { user }: { user: User }) {
  switch (event.type) {
    case '${camel}.retry':
      return user.click(screen.getByRole('button', { name: text('${camel}.retry') }));
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: ${pascal}Snapshot) {
  const { rows, failure } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: text('${camel}.title') })).toBeInTheDocument();
  if (s.matches('loading') && rows.length === 0) {
    expect(screen.getByLabelText(text('${camel}.loading'))).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(text('${camel}.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  if (rows.length === 0) {
    expect(await screen.findByRole('heading', { level: 2, name: text('${camel}.empty') })).toBeInTheDocument();
    return;
  }
  // ${marker} what each row shows, once the columns are chosen.
  for (const row of rows) expect(await screen.findByText(row.name)).toBeInTheDocument();
}

describe('${kebab} page along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: () => ({ calls: renderPage(), user: userEvent.setup() }), send, expectScreen });
});
`;
