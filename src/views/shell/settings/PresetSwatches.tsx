import { ColorSwatch, Field, SwatchPicker } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { themeColorPresets } from '../../../../machines/rules/settings';
import { presetColors, type ColorPreset } from '../../../theme/presets';

interface PresetSwatchesProps {
  value: ColorPreset;
  onChoose: (preset: ColorPreset) => void;
}

/** The six colour presets as a radio group of swatches, each named for screen readers. */
export function PresetSwatches({ value, onChoose }: PresetSwatchesProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('settings.presets.label')}>
      <SwatchPicker
        selectedValue={value}
        onSelectionChange={(_, data) => {
          const chosen = themeColorPresets.find((preset) => preset === data.selectedValue);
          if (chosen) onChoose(chosen);
        }}
      >
        {themeColorPresets.map((preset) => (
          <ColorSwatch key={preset} value={preset} color={presetColors[preset].main} aria-label={t(`settings.presets.${preset}`)} />
        ))}
      </SwatchPicker>
    </Field>
  );
}
