import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connectionMachine } from '../../../machines/connection.machine';
import { useEffects } from '../../kernel/effects';

const useStyles = makeStyles({
  // At the bottom of the screen wherever the buyer scrolled, and after the page's end once scrolled there:
  // sticky, not fixed, so it never hides the page's last controls (a retry, a pay button).
  dock: {
    position: 'sticky',
    bottom: tokens.spacingVerticalM,
    zIndex: 10,
    display: 'flex',
    justifyContent: 'center',
    marginTop: tokens.spacingVerticalL,
    pointerEvents: 'none',
  },
  bar: { maxWidth: '640px', width: '100%', pointerEvents: 'auto', boxShadow: tokens.shadow16 },
  retry: { minHeight: '44px' },
});

/**
 * "Sin conexión con el servidor" while the gateway cannot be reached, with a retry; the page, its input
 * and the cart stay as they were underneath. Shows nothing while the gateway answers.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const styles = useStyles();
  // Not `usePageMachine`: the public area's layouts draw this banner too, and the page hook there would be
  // a chunk of its own, one more name in the entry that the login page loads.
  const connection = useActorRef(connectionMachine.provide(useEffects().connection));
  const state = useSelector(connection, (s) => (s.matches('offline') ? (s.hasTag('busy') ? 'checking' : 'offline') : s.matches('restored') ? 'restored' : 'online'));

  if (state === 'online') return null;
  return (
    <div className={styles.dock}>
      {state === 'restored' ? (
        <MessageBar intent="success" role="status" className={styles.bar}>
          <MessageBarBody>{t('connection.restored')}</MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="warning" role="alert" layout="multiline" className={styles.bar}>
          <MessageBarBody>
            <MessageBarTitle>{t('connection.lost')}</MessageBarTitle> {t('connection.kept')}
          </MessageBarBody>
          <MessageBarActions>
            {state === 'checking' ? (
              <Spinner size="tiny" label={t('connection.checking')} />
            ) : (
              <Button appearance="primary" className={styles.retry} onClick={() => connection.send({ type: 'connection.retry' })}>
                {t('connection.retry')}
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      )}
    </div>
  );
}
