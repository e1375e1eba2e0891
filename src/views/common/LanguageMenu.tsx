import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../machines/rules/settings';
import { SettingsContext } from '../../kernel/settings-context';
import { languageTags } from '../../i18n/language-tags';
import { LanguageButton } from './LanguageButton';

/** The header's language menu: each language named in itself, the current one checked. */
export default function LanguageMenu() {
  const { t } = useTranslation();
  const settings = SettingsContext.useActorRef();
  const language = SettingsContext.useSelector((s) => s.context.language);

  const choose: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const chosen = languages.find((candidate) => candidate === checkedItems[0]);
    if (chosen) settings.send({ type: 'settings.setLanguage', language: chosen });
  };

  return (
    <Menu checkedValues={{ language: [language] }} onCheckedValueChange={choose}>
      <MenuTrigger disableButtonEnhancement>
        <LanguageButton />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {languages.map((option) => (
            <MenuItemRadio key={option} name="language" value={option} lang={languageTags[option]}>
              {t(`language.${option}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
