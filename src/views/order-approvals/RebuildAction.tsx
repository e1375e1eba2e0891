import { Button, Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular } from '@fluentui/react-icons/svg/arrow-repeat-all';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderApprovalsSnapshot } from '../../../machines/order-approvals.machine';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { usePageStyles } from '../common/page.styles';
import { useAppLink } from '../common/useAppLink';
import { useApprovalStyles } from './orderApprovals.styles';
import type { OrderApprovalsActor } from './OrderApprovalsView';

const selectRebuild = (s: OrderApprovalsSnapshot) => s.context.rebuild;
const selectBusy = (s: OrderApprovalsSnapshot) => s.hasTag('busy');

/** "Volver a armar el carrito": a refused request's lines into the buyer's cart, then a way to it. */
export function RebuildAction({ actor, id }: { actor: OrderApprovalsActor; id: number }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const styles = useApprovalStyles();
  const linkTo = useAppLink();
  const rebuild = useSelector(actor, selectRebuild);
  const busy = useSelector(actor, selectBusy);
  const answer = useRef<HTMLDivElement>(null);
  // The card and the open detail both offer it: the one pressed answers, so the answer is read once.
  const [pressed, setPressed] = useState(false);
  const mine = pressed && rebuild?.id === id ? rebuild : null;
  const reading = mine?.outcome === 'reading';

  // Each answer takes the focus: a screen reader reads it, and on a long page the browser shows it.
  useEffect(() => {
    if (mine && mine.outcome !== 'reading') answer.current?.focus();
  }, [mine]);

  return (
    <>
      <Button
        className={page.action}
        icon={reading ? <Spinner size="tiny" /> : <ArrowRepeatAll20Regular />}
        disabled={busy}
        onClick={() => {
          setPressed(true);
          actor.send({ type: 'orderApprovals.rebuild', id });
        }}
      >
        {t(reading ? 'orderApprovals.rebuild.busy' : 'orderApprovals.rebuild.action')}
      </Button>
      <div ref={answer} tabIndex={-1} className={styles.answer}>
        {mine?.outcome === 'added' && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>
              {t('orderApprovals.rebuild.added')} <Link {...linkTo(paths.checkout)}>{t('orderApprovals.rebuild.goToCart')}</Link>
            </MessageBarBody>
          </MessageBar>
        )}
        {mine?.outcome === 'refused' && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{t('orderApprovals.rebuild.refused')}</MessageBarBody>
          </MessageBar>
        )}
        {mine?.outcome === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {t('orderApprovals.rebuild.failed')} {describeFailure(t, mine.failure)}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </>
  );
}
