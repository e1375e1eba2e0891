import {
  Button,
  Divider,
  makeStyles,
  Menu,
  MenuButton,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { navIcons } from './navIcons';
import type { NavGroup, NavItem } from './navigation';
import { NavItemLabel } from './NavItemLabel';
import { useAppLink } from '../common/useAppLink';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
  },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  divider: { height: '24px', flexGrow: 0 },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2Hover },
  },
});

/** The horizontal layout's navigation: one row of links under the header, groups side by side. */
export function NavHorizontal({ groups, activeId }: { groups: readonly NavGroup[]; activeId: string | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      {groups.map((group, index) => (
        <div key={group.id} role="group" aria-label={t(group.subheader)} className={styles.group}>
          {index > 0 && <Divider vertical className={styles.divider} />}
          {group.items.map((item) => (
            <HorizontalEntry key={item.id} item={item} activeId={activeId} />
          ))}
        </div>
      ))}
    </div>
  );
}

function HorizontalEntry({ item, activeId }: { item: NavItem; activeId: string | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  const Icon = navIcons[item.icon];
  const children = item.children ?? [];
  const active = item.id === activeId || children.some((child) => child.id === activeId);

  if (children.length > 0) {
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="subtle" icon={<Icon />} className={mergeClasses(active && styles.active)} disabledFocusable={item.disabled}>
            {t(item.title)}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {children.map((child) => (
              <MenuItemLink key={child.id} disabled={child.disabled} {...linkTo(child.path)}>
                {t(child.title)}
              </MenuItemLink>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }
  if (item.disabled) {
    return (
      <Button appearance="subtle" icon={<Icon />} disabledFocusable>
        {t(item.title)}
      </Button>
    );
  }
  return (
    <Button
      as="a"
      appearance="subtle"
      icon={<Icon />}
      className={mergeClasses(active && styles.active)}
      aria-current={active ? 'page' : undefined}
      {...linkTo(item.path)}
    >
      <NavItemLabel item={item} showCaption={false} />
    </Button>
  );
}
