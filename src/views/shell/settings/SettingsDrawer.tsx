import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  OverlayDrawer,
  Switch,
} from '@fluentui/react-components';
import { ArrowReset20Regular } from '@fluentui/react-icons/svg/arrow-reset';
import { Dismiss20Regular, DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { FullScreenMaximize20Regular } from '@fluentui/react-icons/svg/full-screen-maximize';
import { FullScreenMinimize20Regular } from '@fluentui/react-icons/svg/full-screen-minimize';
import { useTranslation } from 'react-i18next';
import { themeContrasts, themeDirections, themeLayouts, themeModes } from '../../../../machines/rules/settings';
import { ChoiceField } from './ChoiceField';
import { MailPreferencesField } from './MailPreferencesField';
import { PresetSwatches } from './PresetSwatches';
import { useSettingsDrawerStyles } from './SettingsDrawer.styles';
import { useSettingsDrawer } from './useSettingsDrawer';

/**
 * The settings drawer, loaded with the first click on the settings button. Non-modal, so the page stays
 * visible and usable while each change shows on it at once.
 */
export default function SettingsDrawer({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const styles = useSettingsDrawerStyles();
  const state = useSettingsDrawer();
  const { send } = state;

  return (
    <OverlayDrawer
      open={state.open}
      position="end"
      modalType="non-modal"
      className={styles.drawer}
      onOpenChange={(_, data) => {
        if (!data.open) send({ type: 'drawer.close' });
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={t('settings.close')} icon={<Dismiss20Regular />} onClick={() => send({ type: 'drawer.close' })} />
          }
        >
          {t('settings.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {state.notice && (
          <MessageBar intent="warning">
            <MessageBarBody>{t(`settings.notice.${state.notice}`)}</MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  aria-label={t('settings.notice.dismiss')}
                  icon={<DismissRegular />}
                  onClick={() => send({ type: 'settings.dismissNotice' })}
                />
              }
            />
          </MessageBar>
        )}
        <ChoiceField
          label={t('settings.mode.label')}
          options={themeModes}
          value={state.mode}
          optionLabel={(mode) => t(`settings.mode.${mode}`)}
          onChoose={(mode) => send({ type: 'settings.setMode', mode })}
        />
        <ChoiceField
          label={t('settings.contrast.label')}
          options={themeContrasts}
          value={state.contrast}
          optionLabel={(contrast) => t(`settings.contrast.${contrast}`)}
          onChoose={(contrast) => send({ type: 'settings.setContrast', contrast })}
        />
        <ChoiceField
          label={t('settings.direction.label')}
          options={themeDirections}
          value={state.direction}
          optionLabel={(direction) => t(`settings.direction.${direction}`)}
          onChoose={(direction) => send({ type: 'settings.setDirection', direction })}
          disabled={state.directionLocked}
          hint={state.directionLocked ? t('settings.direction.locked') : undefined}
        />
        <ChoiceField
          label={t('settings.layout.label')}
          options={themeLayouts}
          value={state.layout}
          optionLabel={(layout) => t(`settings.layout.${layout}`)}
          onChoose={(layout) => send({ type: 'settings.setLayout', layout })}
        />
        <Field hint={t('settings.stretch.hint')}>
          <Switch label={t('settings.stretch.label')} checked={state.stretch} onChange={() => send({ type: 'settings.toggleStretch' })} />
        </Field>
        <PresetSwatches value={state.preset} onChoose={(preset) => send({ type: 'settings.setPreset', preset })} />
        {signedIn && <MailPreferencesField />}
        <Button icon={<ArrowReset20Regular />} disabled={!state.canReset} onClick={() => send({ type: 'settings.reset' })}>
          {t('settings.reset')}
        </Button>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button
          icon={state.fullscreen ? <FullScreenMinimize20Regular /> : <FullScreenMaximize20Regular />}
          disabled={state.enteringFullscreen}
          onClick={() => send({ type: state.fullscreen ? 'fullscreen.exit' : 'fullscreen.enter' })}
        >
          {state.fullscreen ? t('settings.fullscreen.exit') : t('settings.fullscreen.enter')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
