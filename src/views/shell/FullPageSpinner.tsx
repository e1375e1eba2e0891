import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRing } from '../common/LoadingRing';

const useStyles = makeStyles({
  root: { display: 'grid', placeItems: 'center', minHeight: '100vh' },
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});

/** While a page's chunk or the session check is on its way: an indeterminate progress bar named "Cargando…". */
export function FullPageSpinner() {
  const { t } = useTranslation();
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.root}>
      <div role="progressbar" aria-labelledby={labelId} className={styles.status}>
        <LoadingRing size="medium" />
        <span id={labelId}>{t('common.loading')}</span>
      </div>
    </div>
  );
}
