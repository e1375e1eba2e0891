import { Badge, Button, makeStyles, tokens, Tooltip, useRestoreFocusTarget } from '@fluentui/react-components';
import { Settings20Regular } from '@fluentui/react-icons/svg/settings';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCanReset } from '../../../../machines/settings.machine';
import { SettingsContext } from '../../../kernel/settings-context';

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

/**
 * The header's settings button: opens and closes the settings drawer, with a dot while any setting
 * differs from its default. A signed-in user's drawer has their e-mail reminders too.
 */
export default function SettingsButton({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const settings = SettingsContext.useActorRef();
  const open = SettingsContext.useSelector((s) => s.hasTag('drawerOpen'));
  const changed = SettingsContext.useSelector(selectCanReset);
  const restoreFocusTarget = useRestoreFocusTarget();
  const hintId = useId();
  // The drawer's code is fetched the first time it opens and then kept, so it can also animate closed.
  const [drawerLoaded, setDrawerLoaded] = useState(open);
  if (open && !drawerLoaded) setDrawerLoaded(true);

  return (
    <>
      <Tooltip content={t('settings.open')} relationship="label">
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
        />
      </Tooltip>
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
