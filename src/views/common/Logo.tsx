import { makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components';
import { Food28Regular } from '@fluentui/react-icons/svg/food';
import { useTranslation } from 'react-i18next';
import { breakpoints } from './layout.constants';
import { useAppLink } from './useAppLink';
import { paths } from '../../kernel/paths';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    // A thumb's size on a phone, where only the mark shows.
    minWidth: '44px',
    minHeight: '44px',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  mark: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  markOnly: { justifyContent: 'center' },
  // Phones keep the mark only, so the header's actions fit beside it; the link's label still names it.
  name: { [`@media (max-width: ${breakpoints.sm - 1}px)`]: { display: 'none' } },
});

/** The brand, linking home; `markOnly` for the mini navigation, where the name does not fit. */
export function Logo({ markOnly = false }: { markOnly?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  return (
    <a className={mergeClasses(styles.root, markOnly && styles.markOnly)} aria-label={t('shell.logoLabel')} {...linkTo(paths.dashboard)}>
      <Food28Regular className={styles.mark} aria-hidden />
      {!markOnly && (
        <Subtitle1 aria-hidden className={styles.name}>
          {t('app.name')}
        </Subtitle1>
      )}
    </a>
  );
}
