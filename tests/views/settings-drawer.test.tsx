import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
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
import {
  selectDirection,
  settingsMachine,
  type SettingsContext,
  type SettingsEvent,
  type SettingsInput,
  type SettingsSnapshot,
} from '../../machines/settings.machine';
import { settingsStorageKey } from '../../src/actors/settings.actors';
import { i18n, languageTags } from '../../src/i18n';
import { model } from '../machines/models/settings.model';
import { modelPaths, type ModelPath } from '../machines/support/model';
import { fakeBrowser, renderSettings, type SettingsActor } from './settings-harness';

/**
 * One path for each kind of last step: each event of the settings model taken with the drawer open
 * (through its controls) and with it closed (through the header, another tab or the browser), and the
 * start from each stored value.
 */
function samplePaths(paths: ModelPath[]): ModelPath[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const last = path.steps.at(-1)?.event;
    const kind = JSON.stringify(
      last?.type === 'xstate.init'
        ? ['start', model.inputs.indexOf(path.input as SettingsInput)]
        : [last, path.steps.at(-2)?.state.hasTag('drawerOpen')],
    );
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/**
 * The traversal merges snapshots that differ only in context its guards ignore (the language, say), so a
 * path's own snapshots are exact only in their state value. The expected screen comes from replaying the
 * path's events on the machine with effects that do nothing.
 */
const inert = fromPromise(() => new Promise<never>(() => {}));
const referenceMachine = settingsMachine.provide({
  actors: { listenToOtherTabs: inert, requestFullscreen: inert, listenToFullscreenChanges: inert } as never,
  actions: { persistSettings: () => {}, persistLanguage: () => {}, exitFullscreen: () => {}, logError: () => {} },
});

const inputNames = ['nothing stored', 'Arabic and changed settings stored', 'unusable settings stored'];

/** `settings.setLanguage ar`: the event and what it carries, short enough for a test name. */
function describeEvent({ type, ...data }: EventObject & Record<string, unknown>): string {
  const detail = Object.values(data).find((value) => typeof value === 'string' || typeof value === 'boolean');
  return detail === undefined ? type : `${type} ${String(detail)}`;
}

const sample = samplePaths(modelPaths(model)).map((path) => [
  `${inputNames[model.inputs.indexOf(path.input as SettingsInput)]}: ${path.steps.slice(1).map((step) => describeEvent(step.event)).join(' → ') || 'start'}`,
  path,
] as const);

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

  // The remaining events have their control in the drawer; with the drawer closed there is none to use.
  if (!before.hasTag('drawerOpen')) return act(() => actor.send(settingsEvent));
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
      // Without a notice there is nothing to dismiss on screen, but the machine takes the event all the same.
      if (contextOf(before).notice === null) return act(() => actor.send(settingsEvent));
      return user.click(inDrawer().getByRole('button', { name: t('settings.notice.dismiss') }));
    case 'fullscreen.enter':
      return user.click(inDrawer().getByRole('button', { name: t('settings.fullscreen.enter') }));
    case 'fullscreen.exit':
      return user.click(inDrawer().getByRole('button', { name: t('settings.fullscreen.exit') }));
    default:
      throw new Error(`no way to replay ${event.type}`);
  }
}

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
  it('samples a path ending in each event the model sends', () => {
    const kinds = new Set(sample.map(([, path]) => path.steps.at(-1)?.event.type));
    expect(kinds.size).toBe(new Set(modelPaths(model).map((path) => path.steps.at(-1)?.event.type)).size);
  });

  it.each(sample)('%s', async (_, path) => {
    const input = path.input as SettingsInput;
    const fake = fakeBrowser();
    const { actor } = renderSettings(input, fake.browser);
    const reference = createActor(referenceMachine, { input }).start();
    const user = userEvent.setup();
    let before: AnyMachineSnapshot | undefined;
    for (const step of path.steps) {
      if (before) {
        await perform(step.event, before, user, fake, actor);
        reference.send(step.event as SettingsEvent);
      }
      const expected = reference.getSnapshot();
      await waitFor(() => {
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context).toEqual(expected.context);
        expectScreenShows(expected);
      });
      before = expected;
    }
    reference.stop();
  });
});
