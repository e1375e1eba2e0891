import { selectCanReset, selectDirection, selectIsDirectionLocked } from '../../../../machines/settings.machine';
import { SettingsContext } from '../../../kernel/settings-context';

/** What the settings drawer shows, each value selected on its own so a change re-renders only what it touches. */
export function useSettingsDrawer() {
  const { send } = SettingsContext.useActorRef();
  return {
    send,
    open: SettingsContext.useSelector((s) => s.hasTag('drawerOpen')),
    mode: SettingsContext.useSelector((s) => s.context.settings.themeMode),
    contrast: SettingsContext.useSelector((s) => s.context.settings.themeContrast),
    direction: SettingsContext.useSelector(selectDirection),
    directionLocked: SettingsContext.useSelector(selectIsDirectionLocked),
    layout: SettingsContext.useSelector((s) => s.context.settings.themeLayout),
    stretch: SettingsContext.useSelector((s) => s.context.settings.themeStretch),
    preset: SettingsContext.useSelector((s) => s.context.settings.themeColorPresets),
    canReset: SettingsContext.useSelector(selectCanReset),
    fullscreen: SettingsContext.useSelector((s) => s.hasTag('fullscreen')),
    enteringFullscreen: SettingsContext.useSelector((s) => s.hasTag('busy')),
    notice: SettingsContext.useSelector((s) => s.context.notice),
  };
}
