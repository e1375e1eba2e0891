import { makeStyles, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'grid', placeItems: 'center', minHeight: '100vh' },
});

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={useStyles().root}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}
