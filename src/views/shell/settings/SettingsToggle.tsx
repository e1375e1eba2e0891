import { Badge, Button, makeStyles, tokens, type ButtonProps, type useRestoreFocusTarget } from '@fluentui/react-components';
import { Settings20Regular } from '@fluentui/react-icons/svg/settings';
import { lazy, Suspense, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCanReset } from '../../../../machines/settings.machine';
import { SettingsContext } from '../../../kernel/settings-context';
import { useOpenedOnce } from '../../common/useOpenedOnce';

const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  dot: {
    position: 'absolute',
    top: '-2px',
    right: '-2px',
    // Fluent's danger badge is under 3:1 on the dark page; the status foreground reaches it in both modes.
    backgroundColor: tokens.colorStatusDangerForeground1,
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralBackground1}`,
  },
});

export interface SettingsButtonProps {
  signedIn?: boolean;
}

interface Props extends SettingsButtonProps {
  /** Dresses the button: its tooltip and focus return once they have loaded, its plain name until then. */
  dress: (button: ReactElement<ButtonProps>, label: string) => ReactElement;
  /** The mark the drawer returns focus to when it closes. */
  restoreFocusTarget?: ReturnType<typeof useRestoreFocusTarget>;
}

/**
 * The header's settings button: opens and closes the settings drawer, with a dot while any setting
 * differs from its default. A signed-in user's drawer has their e-mail reminders too.
 */
export function SettingsToggle({ signedIn = false, dress, restoreFocusTarget }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const settings = SettingsContext.useActorRef();
  const open = SettingsContext.useSelector((s) => s.hasTag('drawerOpen'));
  const changed = SettingsContext.useSelector(selectCanReset);
  const hintId = useId();
  const drawerLoaded = useOpenedOnce(open);

  return (
    <>
      {dress(
        <Button
          appearance="subtle"
          aria-expanded={open}
          aria-describedby={changed ? hintId : undefined}
          icon={
            <span className={styles.icon}>
              <Settings20Regular />
              {changed && <Badge size="extra-small" className={styles.dot} aria-hidden />}
            </span>
          }
          onClick={() => settings.send({ type: 'drawer.toggle' })}
          {...restoreFocusTarget}
        />,
        t('settings.open'),
      )}
      {changed && (
        <span id={hintId} hidden>
          {t('settings.changedHint')}
        </span>
      )}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer signedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}
