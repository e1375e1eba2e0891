import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  canReset,
  defaultSettings,
  isRightToLeftLanguage,
  toStoredSettings,
  type Language,
  type StoredSettings,
  type ThemeSettings,
} from '../../../machines/rules/settings';
import { selectDirection, settingsMachine, type SettingsContext, type SettingsEvent, type SettingsSnapshot } from '../../../machines/settings.machine';
import { machineModel, type PathStep } from '../support/model';

type Effect =
  | { name: 'persistSettings'; stored: StoredSettings }
  | { name: 'persistLanguage'; language: Language }
  | { name: 'exitFullscreen' }
  | { name: 'logError'; message: string };

/** What the fake effects did since the last step; traversal runs no actions, so only the replay fills it. */
const effects: Effect[] = [];

const machine = settingsMachine.provide({
  actions: {
    persistSettings: (_, stored) => effects.push({ name: 'persistSettings', stored }),
    persistLanguage: (_, language) => effects.push({ name: 'persistLanguage', language }),
    exitFullscreen: () => effects.push({ name: 'exitFullscreen' }),
    logError: (_, { message }) => effects.push({ name: 'logError', message }),
  },
});

const fromOtherTab: ThemeSettings = {
  themeMode: 'light',
  themeContrast: 'bold',
  themeDirection: 'rtl',
  themeLayout: 'horizontal',
  themeStretch: true,
  themeColorPresets: 'purple',
};

/** The only events that may change the six settings besides a sync, and each is written to storage. */
const userSettingsChanges = new Set([
  'settings.setMode',
  'settings.setContrast',
  'settings.setDirection',
  'settings.setLayout',
  'settings.toggleStretch',
  'settings.setPreset',
  'settings.reset',
]);

const settingsEvents: SettingsEvent[] = [
  { type: 'settings.setMode', mode: 'light' },
  { type: 'settings.setContrast', contrast: 'bold' },
  { type: 'settings.setDirection', direction: 'rtl' },
  { type: 'settings.setLayout', layout: 'mini' },
  { type: 'settings.toggleStretch' },
  { type: 'settings.setPreset', preset: 'cyan' },
  { type: 'settings.reset' },
  { type: 'settings.setLanguage', language: 'ar' },
  { type: 'settings.setLanguage', language: 'en' },
  { type: 'settings.syncedFromOtherTab', settings: fromOtherTab },
  { type: 'settings.syncedFromOtherTab', settings: { ...defaultSettings } },
  { type: 'settings.dismissNotice' },
  { type: 'settings.lightThemeUnavailable' },
];

const screenEvents: SettingsEvent[] = [
  { type: 'drawer.toggle' },
  { type: 'drawer.close' },
  { type: 'fullscreen.enter' },
  { type: 'fullscreen.exit' },
  { type: 'fullscreen.changed', isFullscreen: false },
  { type: 'xstate.done.actor.requestFullscreen' } as never,
  { type: 'xstate.error.actor.requestFullscreen', error: new TypeError('Permissions check failed') } as never,
];

const regionOf = (snapshot: AnyMachineSnapshot, region: 'drawer' | 'fullscreen') =>
  (snapshot.value as Record<string, unknown>)[region];

function effectsOf(taken: Effect[], name: Effect['name']) {
  return taken.filter((effect) => effect.name === name);
}

function checkPersistence(context: SettingsContext, taken: Effect[], { event, previous }: PathStep) {
  const settingsChanged = previous !== undefined && !isDeepStrictEqual(context.settings, previous.context.settings);
  // Besides the user's changes, a sync and the fall-back from an unavailable light theme; neither is written.
  const unwritten = ['settings.syncedFromOtherTab', 'settings.lightThemeUnavailable'];
  if (settingsChanged && !unwritten.includes(event.type)) expect(userSettingsChanges).toContain(event.type);
  const expectedSettingsWrites =
    userSettingsChanges.has(event.type) || (event.type === 'xstate.init' && context.notice !== null)
      ? [{ name: 'persistSettings', stored: toStoredSettings(context.settings) }]
      : [];
  expect(effectsOf(taken, 'persistSettings')).toEqual(expectedSettingsWrites);
  expect(effectsOf(taken, 'persistLanguage')).toEqual(
    event.type === 'settings.setLanguage' ? [{ name: 'persistLanguage', language: context.language }] : [],
  );
}

function checkRegionsIndependent(snapshot: AnyMachineSnapshot, { event, previous }: PathStep) {
  if (!previous) return;
  const owner = event.type.startsWith('drawer.')
    ? 'drawer'
    : event.type.startsWith('fullscreen.') || event.type.endsWith('.requestFullscreen')
      ? 'fullscreen'
      : 'settings';
  if (owner !== 'drawer') expect(regionOf(snapshot, 'drawer')).toEqual(regionOf(previous, 'drawer'));
  if (owner !== 'fullscreen') expect(regionOf(snapshot, 'fullscreen')).toEqual(regionOf(previous, 'fullscreen'));
  if (owner !== 'settings') expect(snapshot.context).toEqual(previous.context);
}

export const model = machineModel({
  name: 'settings',
  machine,
  inputs: [
    { storedSettings: null, storedLanguage: null },
    { storedSettings: JSON.stringify(toStoredSettings(fromOtherTab)), storedLanguage: 'ar' },
    // The spec's unversioned shape, read; an unknown language.
    { storedSettings: JSON.stringify({ themeMode: 'light' }), storedLanguage: 'de' },
    // A stored value of another version, discarded with a notice.
    { storedSettings: JSON.stringify({ version: 2, data: { themeMode: 'light' } }), storedLanguage: null },
  ],
  // Settings events from a windowed screen, drawer and fullscreen events with default settings: every
  // transition and every pairing of the two UI regions is still taken, in a few hundred paths.
  events: (snapshot) => {
    const { settings, language } = snapshot.context as SettingsContext;
    return [
      ...(snapshot.matches({ fullscreen: 'windowed' }) ? settingsEvents : []),
      ...(canReset(settings) || isRightToLeftLanguage(language) ? [] : screenEvents),
    ];
  },
  // The guards read only these: whether the language locks the direction and whether a reset would change anything.
  abstractContext: ({ settings, language }) => ({
    arabic: isRightToLeftLanguage(language),
    changed: canReset(settings),
    light: settings.themeMode === 'light',
  }),
  invariants(snapshot, step) {
    const context = snapshot.context as SettingsContext;
    const taken = effects.splice(0);

    expect(canReset(context.settings)).toBe(!isDeepStrictEqual(context.settings, defaultSettings));
    if (snapshot.matches({ settings: 'ready' })) expect(snapshot.can({ type: 'settings.reset' })).toBe(canReset(context.settings));
    if (isRightToLeftLanguage(context.language)) {
      expect(selectDirection(snapshot as SettingsSnapshot)).toBe('rtl');
      expect(snapshot.can({ type: 'settings.setDirection', direction: 'ltr' })).toBe(false);
    }
    const event = step.event as SettingsEvent;
    if (event.type === 'settings.reset') expect(context.settings).toEqual(defaultSettings);
    if (event.type === 'settings.syncedFromOtherTab') expect(context.settings).toEqual(event.settings);
    if (event.type === 'settings.setMode') expect(context.notice).not.toBe('lightThemeUnavailable');
    if (event.type === 'settings.lightThemeUnavailable') {
      const before = (step.previous?.context as SettingsContext).settings;
      expect(context.settings).toEqual({ ...before, themeMode: 'dark' });
      if (before.themeMode === 'light') expect(context.notice).toBe('lightThemeUnavailable');
    }

    checkPersistence(context, taken, step);
    checkRegionsIndependent(snapshot, step);

    expect(effectsOf(taken, 'exitFullscreen')).toHaveLength(step.event.type === 'fullscreen.exit' ? 1 : 0);
    expect(effectsOf(taken, 'logError')).toHaveLength(step.event.type === 'xstate.error.actor.requestFullscreen' ? 1 : 0);
    expect(snapshot.hasTag('drawerOpen')).toBe(snapshot.matches({ drawer: 'open' }));
    expect(snapshot.hasTag('fullscreen')).toBe(snapshot.matches({ fullscreen: 'active' }));
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ fullscreen: 'entering' }));
  },
});
