import { Body1, Skeleton, SkeletonItem, Spinner, Title1, Title2 } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { accountStatementMachine, AccountStatementSnapshot } from '../../../machines/account-statement.machine';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';

export type AccountStatementActor = ActorRefFrom<typeof accountStatementMachine>;

const selectStatus = (s: AccountStatementSnapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy'),
  failure: s.context.failure,
  rows: s.context.rows,
});

/** The account-statement page drawn from its machine, whose effects the caller provides. */
export function AccountStatementView({ actor }: { actor: AccountStatementActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const { loading, busy, failure, rows } = useSelector(actor, selectStatus, shallowEqual);
  const firstLoad = loading && rows.length === 0;

  return (
    <section className={page.page} aria-labelledby="account-statement-title" aria-busy={busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="account-statement-title" className={page.title}>
            {t('accountStatement.title')}
          </Title1>
          <Body1>{t('accountStatement.subtitle')}</Body1>
        </div>
      </div>

      {failure && (
        <PageMessage intent="error" action={{ label: t('accountStatement.retry'), onClick: () => actor.send({ type: 'accountStatement.retry' }) }}>
          {t('accountStatement.loadFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {loading && !firstLoad && <Spinner size="tiny" labelPosition="after" label={t('accountStatement.updating')} />}
      {firstLoad && (
        <Skeleton aria-label={t('accountStatement.loading')}>
          <SkeletonItem />
          <SkeletonItem />
        </Skeleton>
      )}
      {!loading && !failure && rows.length === 0 && (
        <div className={page.empty}>
          <Title2 as="h2">{t('accountStatement.empty')}</Title2>
        </div>
      )}
      {!firstLoad && !failure && rows.length > 0 && (
        // new:screen: the columns: a list of cards (page.grid) or the lists kit of src/views/common/lists.
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
