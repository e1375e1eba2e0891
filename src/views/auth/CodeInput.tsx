import { Input, type InputProps } from '@fluentui/react-components';

/** The e-mailed 6-digit code: whatever is typed or pasted keeps its first six digits only. */
export function CodeInput({ onChange, ...props }: Omit<InputProps, 'inputMode' | 'autoComplete'>) {
  return (
    <Input
      {...props}
      onChange={(event, data) => onChange?.(event, { value: data.value.replace(/\D/g, '').slice(0, 6) })}
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
