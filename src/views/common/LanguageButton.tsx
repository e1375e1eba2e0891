import { makeStyles, MenuButton, type MenuButtonProps } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons/svg/local-language';
import { useTranslation } from 'react-i18next';
import { SettingsContext } from '../../kernel/settings-context';
import { languageTags } from '../../i18n/language-tags';

const useStyles = makeStyles({
  // Below the sm breakpoint the header keeps only the globe; the accessible name still says the language.
  name: { '@media (max-width: 599px)': { display: 'none' } },
  // Fluent gives a button with content 96 px; with the globe alone it is as narrow as the header's icons.
  button: { '@media (max-width: 599px)': { minWidth: 'auto' } },
});

/** The language menu's button: the globe and the current language named in itself. */
export function LanguageButton(props: MenuButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const language = SettingsContext.useSelector((s) => s.context.language);
  return (
    <MenuButton
      appearance="subtle"
      className={styles.button}
      icon={<LocalLanguage20Regular />}
      aria-label={t('language.menu', { language: t(`language.${language}`) })}
      {...props}
    >
      <span className={styles.name} lang={languageTags[language]}>
        {t(`language.${language}`)}
      </span>
    </MenuButton>
  );
}
