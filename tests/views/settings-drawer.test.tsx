import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  canReset,
  isRightToLeftLanguage,
  themeColorPresets,
  themeContrasts,
  themeDirections,
  themeLayouts,
  themeModes,
  toStoredSettings,
} from '../../machines/rules/settings';
import { selectDirection, type SettingsContext, type SettingsEvent, type SettingsSnapshot } from '../../machines/settings.machine';
import { settingsStorageKey } from '../../src/actors/settings.actors';
import { i18n, languageTags } from '../../src/i18n';
import { model } from '../machines/models/settings.model';
import { replayPaths } from './path-replay';
import { fakeBrowser, renderSettings, type SettingsActor } from './settings-harness';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SettingsContext;
const textsOf = (snapshot: AnyMachineSnapshot) => i18n.getFixedT(contextOf(snapshot).language);

type Fake = ReturnType<typeof fakeBrowser>;

/** Does what the path's event stands for the way a user, another tab or the browser would. */
async function perform(event: EventObject, before: AnyMachineSnapshot, user: UserEvent, fake: Fake, actor: SettingsActor) {
  const t = textsOf(before);
  const drawer = () => screen.getByRole('dialog', { name: t('settings.title') });
  const inDrawer = () => within(drawer());
  const settingsEvent = event as SettingsEvent;

  switch (event.type) {
    case 'drawer.toggle':
      return user.click(screen.getByRole('button', { name: t('settings.open') }));
    case 'drawer.close':
      return user.click(inDrawer().getByRole('button', { name: t('settings.close') }));
    case 'settings.setLanguage': {
      if (settingsEvent.type !== 'settings.setLanguage') return;
      const current = t(`language.${contextOf(before).language}`);
      await user.click(screen.getByRole('button', { name: t('language.menu', { language: current }) }));
      return user.click(await screen.findByRole('menuitemradio', { name: t(`language.${settingsEvent.language}`) }));
    }
    case 'settings.syncedFromOtherTab':
      if (settingsEvent.type !== 'settings.syncedFromOtherTab') return;
      return act(() => fake.writeFromOtherTab(settingsStorageKey, JSON.stringify(toStoredSettings(settingsEvent.settings))));
    case 'fullscreen.changed':
      return act(() => fake.leaveFullscreen());
    case 'xstate.done.actor.requestFullscreen':
      return act(async () => fake.grantFullscreen());
    case 'xstate.error.actor.requestFullscreen':
      return act(async () => fake.refuseFullscreen());
    case 'settings.lightThemeUnavailable':
      // What the provider sends when the light theme's chunk cannot be downloaded (settings-light-theme.test.tsx).
      return act(() => actor.send(settingsEvent));
  }

  // The remaining events have their control in the drawer (`inDrawer`).
  const control = (label: string) => inDrawer().getByLabelText(label);
  switch (settingsEvent.type) {
    case 'settings.setMode':
      return user.click(control(t(`settings.mode.${settingsEvent.mode}`)));
    case 'settings.setContrast':
      return user.click(control(t(`settings.contrast.${settingsEvent.contrast}`)));
    case 'settings.setDirection':
      return user.click(control(t(`settings.direction.${settingsEvent.direction}`)));
    case 'settings.setLayout':
      return user.click(control(t(`settings.layout.${settingsEvent.layout}`)));
    case 'settings.setPreset':
      return user.click(control(t(`settings.presets.${settingsEvent.preset}`)));
    case 'settings.toggleStretch':
      return user.click(control(t('settings.stretch.label')));
    case 'settings.reset':
      return user.click(inDrawer().getByRole('button', { name: t('settings.reset') }));
    case 'settings.dismissNotice':
      return user.click(inDrawer().getByRole('button', { name: t('settings.notice.dismiss') }));
    case 'fullscreen.enter':
      return user.click(inDrawer().getByRole('button', { name: t('settings.fullscreen.enter') }));
    case 'fullscreen.exit':
      return user.click(inDrawer().getByRole('button', { name: t('settings.fullscreen.exit') }));
    default:
      throw new Error(`no way to replay ${event.type}`);
  }
}

/** The events whose control is in the drawer, and so are sent only while it is open. */
const drawerEvents = new Set([
  'settings.setMode',
  'settings.setContrast',
  'settings.setDirection',
  'settings.setLayout',
  'settings.setPreset',
  'settings.toggleStretch',
  'settings.reset',
  'settings.dismissNotice',
  'fullscreen.enter',
  'fullscreen.exit',
]);

/** What a user sees for the snapshot the path reached, in that snapshot's language. */
function expectScreenShows(expected: AnyMachineSnapshot) {
  const { settings, language, notice } = contextOf(expected);
  const t = textsOf(expected);
  const changed = canReset(settings);
  const arabic = isRightToLeftLanguage(language);

  const settingsButton = screen.getByRole('button', { name: t('settings.open') });
  expect(settingsButton).toHaveAttribute('aria-expanded', String(expected.hasTag('drawerOpen')));
  if (changed) expect(settingsButton).toHaveAccessibleDescription(t('settings.changedHint'));
  else expect(settingsButton).not.toHaveAccessibleDescription();
  expect(settingsButton.querySelector('.fui-Badge') !== null).toBe(changed);

  expect(screen.getByRole('button', { name: t('language.menu', { language: t(`language.${language}`) }) })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', selectDirection(expected as SettingsSnapshot));
  expect(document.documentElement).toHaveAttribute('lang', languageTags[language]);

  if (!expected.hasTag('drawerOpen')) {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  const drawer = within(screen.getByRole('dialog', { name: t('settings.title') }));
  // By label rather than by role: the same controls, found without recomputing every element's visibility.
  const radio = (label: string) => drawer.getByLabelText<HTMLInputElement>(label);
  for (const mode of themeModes) expect(radio(t(`settings.mode.${mode}`)).checked).toBe(mode === settings.themeMode);
  for (const contrast of themeContrasts) expect(radio(t(`settings.contrast.${contrast}`)).checked).toBe(contrast === settings.themeContrast);
  for (const direction of themeDirections) {
    const control = radio(t(`settings.direction.${direction}`));
    expect(control.checked).toBe(direction === selectDirection(expected as SettingsSnapshot));
    expect(control.disabled).toBe(arabic);
  }
  expect(drawer.queryByText(t('settings.direction.locked')) !== null).toBe(arabic);
  for (const layout of themeLayouts) expect(radio(t(`settings.layout.${layout}`)).checked).toBe(layout === settings.themeLayout);
  for (const preset of themeColorPresets) {
    const swatch = radio(t(`settings.presets.${preset}`));
    expect(swatch).toHaveAttribute('role', 'radio');
    expect(swatch).toHaveAttribute('aria-checked', String(preset === settings.themeColorPresets));
  }
  const stretch = radio(t('settings.stretch.label'));
  expect(stretch).toHaveAttribute('role', 'switch');
  expect(stretch.checked).toBe(settings.themeStretch);
  expect(drawer.getByRole('button', { name: t('settings.reset') })).toHaveProperty('disabled', !changed);
  const fullscreenLabel = expected.hasTag('fullscreen') ? t('settings.fullscreen.exit') : t('settings.fullscreen.enter');
  expect(drawer.getByRole('button', { name: fullscreenLabel })).toHaveProperty('disabled', expected.hasTag('busy'));
  for (const kind of ['storedSettingsDiscarded', 'lightThemeUnavailable'] as const) {
    expect(drawer.queryByText(t(`settings.notice.${kind}`)) !== null).toBe(notice === kind);
  }
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
  // The refused fullscreen request is logged by the real effect; the path expects it, the output does not need it.
  const log = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'No se pudo activar la pantalla completa') log(...args);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('settings drawer, driven by the settings model paths', () => {
  replayPaths(model, {
    render: (input) => {
      const fake = fakeBrowser();
      return { fake, actor: renderSettings(input, fake.browser).actor, user: userEvent.setup() };
    },
    // A notice is dismissed only while it is shown.
    walkable: (event, before) =>
      (!drawerEvents.has(event.type) || before.hasTag('drawerOpen')) && (event.type !== 'settings.dismissNotice' || before.context.notice !== null),
    send: (event, before, { user, fake, actor }) => perform(event, before, user, fake, actor),
    expectScreen: (expected, { actor }) =>
      waitFor(() => {
        expect(actor.getSnapshot().value).toEqual(expected.value);
        expect(actor.getSnapshot().context).toEqual(expected.context);
        expectScreenShows(expected);
      }),
  });
});
