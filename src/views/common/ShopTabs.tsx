import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { touchMedia } from './layout.constants';
import { useTranslation } from 'react-i18next';
import { paths } from '../../kernel/paths';
import { useAppLink } from './useAppLink';
import { useMayDo } from './useMayBuy';

const useStyles = makeStyles({
  tabs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyleType: 'none' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    [touchMedia]: { minHeight: '44px' },
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

const tabs = [
  { id: 'catalogue', path: paths.catalogue, label: 'orderGuide.tabs.catalogue', action: 'purchase.place' },
  { id: 'orderGuide', path: paths.orderGuide, label: 'orderGuide.tabs.orderGuide', action: 'orderGuide.read' },
  { id: 'quickOrder', path: paths.quickOrder, label: 'orderGuide.tabs.quickOrder', action: 'quickOrder.use' },
] as const;

/**
 * The ways to fill a cart, side by side above the catalogue, Mis habituales and Pedido rápido: links, so
 * each is an address of its own. Each for the roles that may use it, and none where only one is left.
 */
export function ShopTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const link = useAppLink();
  const mayDo = useMayDo();
  const shown = tabs.filter((tab) => mayDo(tab.action));
  if (shown.length < 2) return null;
  return (
    <nav aria-label={t('orderGuide.tabs.label')}>
      <ul className={styles.tabs}>
        {shown.map((tab) => (
          <li key={tab.id}>
            <a {...link(tab.path)} className={mergeClasses(styles.tab, tab.id === current && styles.current)} aria-current={tab.id === current ? 'page' : undefined}>
              {t(tab.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
