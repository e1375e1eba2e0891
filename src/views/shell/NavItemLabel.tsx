import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Open16Regular } from '@fluentui/react-icons/svg/open';
import { useTranslation } from 'react-i18next';
import { type NavItem } from './navigation';
import { isExternalPath } from '../common/useAppLink';
import { NavItemInfo } from './NavItemInfo';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  caption: { color: tokens.colorNeutralForeground3 },
});

/** The text of an item in the vertical navigation: title, caption, info, and a note when it leaves the app. */
export function NavItemLabel({ item, showCaption = true }: { item: NavItem; showCaption?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().root;
  const external = isExternalPath(item.path);
  return (
    <span className={styles.root}>
      <span className={styles.text}>
        <span>{t(item.title)}</span>
        {showCaption && item.caption && <Caption1 className={styles.caption}>{t(item.caption)}</Caption1>}
      </span>
      {item.info !== undefined && <NavItemInfo info={item.info} label={item.infoLabel} />}
      {external && <Open16Regular aria-hidden />}
      {external && <span className={hidden}>{t('nav.opensInNewTab')}</span>}
    </span>
  );
}
