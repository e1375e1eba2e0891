import { Field, Radio, RadioGroup } from '@fluentui/react-components';

interface ChoiceFieldProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  optionLabel: (option: T) => string;
  onChoose: (option: T) => void;
  disabled?: boolean;
  hint?: string;
}

/** One setting as a labelled radio group. */
export function ChoiceField<T extends string>({ label, options, value, optionLabel, onChoose, disabled, hint }: ChoiceFieldProps<T>) {
  return (
    <Field label={label} hint={hint}>
      <RadioGroup
        value={value}
        disabled={disabled}
        onChange={(_, data) => {
          const chosen = options.find((option) => option === data.value);
          if (chosen) onChoose(chosen);
        }}
      >
        {options.map((option) => (
          <Radio key={option} value={option} label={optionLabel(option)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
