import {
  Button,
  Divider,
  makeStyles,
  Menu,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { navIcons } from './navIcons';
import { type NavGroup, type NavItem } from './navigation';
import { isExternalPath } from '../common/useAppLink';
import { NavItemInfo } from './NavItemInfo';
import { useAppLink } from '../common/useAppLink';
import { useTooltipDelays } from './useTooltipDelays';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  group: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
  divider: { width: '40px', flexGrow: 0 },
  item: { position: 'relative', width: '56px', height: '48px', minWidth: '56px' },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2Hover },
  },
  info: { position: 'absolute', top: '2px', insetInlineEnd: '2px' },
});

/** The mini layout's navigation: icons only, each named by its tooltip. */
export function NavMini({ groups, activeId }: { groups: readonly NavGroup[]; activeId: string | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.list}>
      {groups.map((group, index) => (
        <div key={group.id} role="group" aria-label={t(group.subheader)} className={styles.group}>
          {index > 0 && <Divider className={styles.divider} />}
          {group.items.map((item) => (
            <MiniEntry key={item.id} item={item} active={item.id === activeId || (item.children ?? []).some((c) => c.id === activeId)} />
          ))}
        </div>
      ))}
    </div>
  );
}

function MiniEntry({ item, active }: { item: NavItem; active: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  const delays = useTooltipDelays();
  const Icon = navIcons[item.icon];
  const named = item.caption ? `${t(item.title)}: ${t(item.caption)}` : t(item.title);
  // The tooltip names the link, so it says the count too: the badge inside is not read.
  const title = typeof item.info === 'number' && item.infoLabel ? `${named}, ${t(item.infoLabel, { count: item.info })}` : named;
  const className = mergeClasses(styles.item, active && styles.active);
  const info = item.info !== undefined && (
    <span className={styles.info}>
      <NavItemInfo info={item.info} label={item.infoLabel} />
    </span>
  );

  if (item.children && item.children.length > 0) {
    return (
      <Menu positioning="after-top">
        <Tooltip content={title} relationship="label" positioning="after" {...delays}>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" className={className} icon={<Icon />} disabledFocusable={item.disabled} />
          </MenuTrigger>
        </Tooltip>
        <MenuPopover>
          <MenuList>
            {item.children.map((child) => (
              <MenuItemLink key={child.id} disabled={child.disabled} {...linkTo(child.path)}>
                {t(child.title)}
              </MenuItemLink>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }

  const label = isExternalPath(item.path) ? `${title} ${t('nav.opensInNewTab')}` : title;
  return (
    <Tooltip content={label} relationship="label" positioning="after" {...delays}>
      {item.disabled ? (
        <Button appearance="subtle" className={className} icon={<Icon />} disabledFocusable />
      ) : (
        <Button
          as="a"
          appearance="subtle"
          className={className}
          icon={<Icon />}
          aria-current={active ? 'page' : undefined}
          {...linkTo(item.path)}
        >
          {info}
        </Button>
      )}
    </Tooltip>
  );
}
