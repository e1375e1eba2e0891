import { Button, Input, type InputProps } from '@fluentui/react-components';
import { Eye20Regular } from '@fluentui/react-icons/svg/eye';
import { EyeOff20Regular } from '@fluentui/react-icons/svg/eye-off';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password box with a show/hide toggle; pasting stays allowed, so password managers work. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={shown ? <EyeOff20Regular /> : <Eye20Regular />}
          aria-label={shown ? t('auth.password.hide') : t('auth.password.show')}
          onClick={() => setShown((value) => !value)}
        />
      }
    />
  );
}
