import { makeStyles, Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons/svg/local-language';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../machines/rules/settings';
import { SettingsContext } from '../../kernel/settings-context';
import { languageTags } from '../../i18n/language-tags';

const useStyles = makeStyles({
  // Below the sm breakpoint the header keeps only the globe; the accessible name still says the language.
  name: { '@media (max-width: 599px)': { display: 'none' } },
  // Fluent gives a button with content 96 px; with the globe alone it is as narrow as the header's icons.
  button: { '@media (max-width: 599px)': { minWidth: 'auto' } },
});

/** The header's language menu: each language named in itself, the current one checked. */
export default function LanguagePicker() {
  const { t } = useTranslation();
  const styles = useStyles();
  const settings = SettingsContext.useActorRef();
  const language = SettingsContext.useSelector((s) => s.context.language);
  const currentName = t(`language.${language}`);

  const choose: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const chosen = languages.find((candidate) => candidate === checkedItems[0]);
    if (chosen) settings.send({ type: 'settings.setLanguage', language: chosen });
  };

  return (
    <Menu checkedValues={{ language: [language] }} onCheckedValueChange={choose}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" className={styles.button} icon={<LocalLanguage20Regular />} aria-label={t('language.menu', { language: currentName })}>
          <span className={styles.name} lang={languageTags[language]}>
            {currentName}
          </span>
        </MenuButton>
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
