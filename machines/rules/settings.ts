import * as z from 'zod/mini';

export const themeModes = ['light', 'dark'] as const;
export const themeContrasts = ['default', 'bold'] as const;
export const themeDirections = ['ltr', 'rtl'] as const;
export const themeLayouts = ['vertical', 'horizontal', 'mini'] as const;
export const themeColorPresets = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
/** Spanish first: it is the default and the reference text. `cn` is the spec's code for Chinese. */
export const languages = ['es', 'en', 'fr', 'vi', 'cn', 'ar'] as const;

const themeSettingsSchema = z.object({
  themeMode: z.enum(themeModes),
  themeContrast: z.enum(themeContrasts),
  themeDirection: z.enum(themeDirections),
  themeLayout: z.enum(themeLayouts),
  themeStretch: z.boolean(),
  themeColorPresets: z.enum(themeColorPresets),
});

export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
export type ThemeDirection = ThemeSettings['themeDirection'];
export type Language = (typeof languages)[number];

const settingsVersion = 1;

const storedSettingsSchema = z.object({ version: z.literal(settingsVersion), data: themeSettingsSchema });

/** What localStorage `settings` holds; a new shape of `data` needs a new `version`. */
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

export const defaultSettings: Readonly<ThemeSettings> = Object.freeze({
  themeMode: 'dark',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'vertical',
  themeStretch: false,
  themeColorPresets: 'default',
});

const defaultLanguage: Language = 'es';

export type RestoredSettings =
  | { kind: 'absent' }
  | { kind: 'valid'; settings: ThemeSettings }
  /** Unreadable, of another version, or out of range: the caller starts from the defaults and says so. */
  | { kind: 'discarded' };

/** Reads the raw text of localStorage `settings` (from the start-up read or a storage event). */
export function restoreSettings(raw: string | null): RestoredSettings {
  if (raw === null) return { kind: 'absent' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'discarded' };
  }
  const result = storedSettingsSchema.safeParse(parsed);
  if (result.success) return { kind: 'valid', settings: result.data.data };
  // The spec's own shape, the settings themselves without a version (`{"themeMode":"light",...}`), as
  // the portal this one replaces left them: read over the defaults, never written.
  if (typeof parsed === 'object' && parsed !== null && !('version' in parsed) && Object.keys(defaultSettings).some((key) => key in parsed)) {
    const plain = themeSettingsSchema.safeParse({ ...defaultSettings, ...parsed });
    if (plain.success) return { kind: 'valid', settings: plain.data };
  }
  return { kind: 'discarded' };
}

export function toStoredSettings(settings: ThemeSettings): StoredSettings {
  return { version: settingsVersion, data: { ...settings } };
}

/** An unknown or missing `i18nextLng` falls back to Spanish without a notice: it is not the user's loss. */
export function restoreLanguage(raw: string | null): Language {
  return (languages as readonly (string | null)[]).includes(raw) ? (raw as Language) : defaultLanguage;
}

/** The header's reset dot: whether any of the six settings differs from its default. */
export function canReset(settings: ThemeSettings): boolean {
  return (Object.keys(defaultSettings) as (keyof ThemeSettings)[]).some((key) => settings[key] !== defaultSettings[key]);
}

export function isRightToLeftLanguage(language: Language): boolean {
  return language === 'ar';
}

/**
 * The direction the interface is drawn in. Arabic is always right to left; in any other language the
 * user's stored choice applies, so leaving Arabic goes back to ltr unless the user had chosen rtl.
 */
export function effectiveDirection(settings: ThemeSettings, language: Language): ThemeDirection {
  return isRightToLeftLanguage(language) ? 'rtl' : settings.themeDirection;
}
