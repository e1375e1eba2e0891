import { FluentProvider, type Theme } from '@fluentui/react-components';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { selectDirection } from '../../machines/settings.machine';
import { SettingsContext } from '../kernel/settings-context';
import { i18n, languageTags, switchLanguage } from '../i18n';
import { darkThemeFor, loadThemeFor, themeFor, type ThemeChoice } from '../theme/themes';

/**
 * The theme of `choice`; while a light theme's builder is on its way (the first switch to light in a
 * session: the stored theme is loaded before the first paint) the dark one of the same preset and
 * contrast, which is what was showing. When the builder cannot be downloaded the settings machine is told,
 * and it goes back to dark with a notice.
 */
function useTheme(choice: ThemeChoice, onLightUnavailable: () => void): Theme {
  const ready = themeFor(choice);
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadThemeFor(choice).then(() => {
      if (!current) return;
      if (themeFor(choice)) setArrivals((count) => count + 1);
      else onLightUnavailable();
    });
    return () => {
      current = false;
    };
  }, [ready, choice, onLightUnavailable]);
  return ready ?? darkThemeFor(choice);
}

/**
 * The app's FluentProvider, drawn from the settings machine: theme, direction and language follow each
 * change at once, whether it comes from this tab, another tab or the settings stored before a reload.
 */
export function SettingsFluentProvider({ children }: { children: ReactNode }) {
  const themeMode = SettingsContext.useSelector((s) => s.context.settings.themeMode);
  const themeContrast = SettingsContext.useSelector((s) => s.context.settings.themeContrast);
  const themeColorPresets = SettingsContext.useSelector((s) => s.context.settings.themeColorPresets);
  const dir = SettingsContext.useSelector(selectDirection);
  const language = SettingsContext.useSelector((s) => s.context.language);
  const settings = SettingsContext.useActorRef();
  const lightUnavailable = useCallback(() => settings.send({ type: 'settings.lightThemeUnavailable' }), [settings]);
  const theme = useTheme(
    useMemo(() => ({ themeMode, themeContrast, themeColorPresets }), [themeMode, themeContrast, themeColorPresets]),
    lightUnavailable,
  );
  const pageBackground = theme.colorNeutralBackground1;

  // Painted on the document rather than as classes on the provider: Fluent copies the provider's classes onto
  // every portal (menus, tooltips, the drawer), where a full-height page style would cover the page.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = languageTags[language];
    root.dir = dir;
    root.style.colorScheme = themeMode;
    document.body.style.backgroundColor = pageBackground;
  }, [language, dir, themeMode, pageBackground]);

  useEffect(() => {
    void switchLanguage(language);
  }, [language]);

  // The texts of a language written left to right carry marks in the mirrored layout (src/i18n): read
  // them again when the layout turns, once the document has the new direction.
  useEffect(() => void i18n.changeLanguage(i18n.language), [dir]);

  return (
    <FluentProvider theme={theme} dir={dir}>
      {children}
    </FluentProvider>
  );
}
