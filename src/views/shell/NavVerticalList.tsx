import {
  Caption1Strong,
  makeStyles,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavItem as FluentNavItem,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { navIcons } from './navIcons';
import type { NavGroup, NavItem } from './navigation';
import { NavItemLabel } from './NavItemLabel';
import { useAppLink } from '../common/useAppLink';

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, backgroundColor: 'transparent' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  subheader: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalMNudge}`,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  item: { backgroundColor: 'transparent', alignItems: 'center' },
});

interface Props {
  groups: readonly NavGroup[];
  activeId: string | null;
  /** Called when a link is followed, so an overlay drawer can close. */
  onFollow?: () => void;
}

/** The navigation as a vertical list (the vertical layout and the small-screen drawer). */
export function NavVerticalList({ groups, activeId, onFollow }: Props) {
  const styles = useStyles();
  return (
    <Nav className={styles.nav} selectedValue={activeId ?? ''} multiple>
      {groups.map((group) => (
        <NavGroupSection key={group.id} group={group} onFollow={onFollow} />
      ))}
    </Nav>
  );
}

function NavGroupSection({ group, onFollow }: { group: NavGroup; onFollow: (() => void) | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <Caption1Strong id={labelId} className={styles.subheader}>
        {t(group.subheader)}
      </Caption1Strong>
      {group.items.map((item) => (
        <NavEntry key={item.id} item={item} onFollow={onFollow} />
      ))}
    </div>
  );
}

function NavEntry({ item, onFollow }: { item: NavItem; onFollow: (() => void) | undefined }) {
  const styles = useStyles();
  const linkTo = useAppLink();
  const Icon = navIcons[item.icon];
  if (item.children && item.children.length > 0) {
    return (
      <NavCategory value={item.id}>
        <NavCategoryItem className={styles.item} icon={<Icon />} disabled={item.disabled}>
          <NavItemLabel item={item} />
        </NavCategoryItem>
        <NavSubItemGroup>
          {item.children.map((child) => (
            <NavSubItem key={child.id} value={child.id} {...(child.disabled ? { as: 'button', disabled: true } : linkTo(child.path, onFollow))}>
              <NavItemLabel item={child} />
            </NavSubItem>
          ))}
        </NavSubItemGroup>
      </NavCategory>
    );
  }
  return (
    <FluentNavItem
      value={item.id}
      className={styles.item}
      icon={<Icon />}
      {...(item.disabled ? { as: 'button', disabled: true } : linkTo(item.path, onFollow))}
    >
      <NavItemLabel item={item} />
    </FluentNavItem>
  );
}
