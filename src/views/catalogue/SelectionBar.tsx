import { Button, Text } from '@fluentui/react-components';
import { AddSquareMultipleRegular } from '@fluentui/react-icons/svg/add-square-multiple';
import { useTranslation } from 'react-i18next';
import { useCatalogueStyles } from './catalogue.styles';
import type { CatalogueState } from './useCatalogue';

/** Adds every ticked product at once, each with the quantity on its card. */
export function SelectionBar({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  const styles = useCatalogueStyles();
  return (
    <div className={styles.selectionBar}>
      <Button icon={<AddSquareMultipleRegular />} disabled={state.selectedCount === 0} onClick={state.addSelected}>
        {t('catalogue.addSelected')}
      </Button>
      <Text size={200}>{t('catalogue.selectedCount', { selected: state.selectedCount })}</Text>
    </div>
  );
}
