import { Button, Field, SearchBox, Select, ToggleButton } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { GridRegular } from '@fluentui/react-icons/svg/grid';
import { TextBulletListLtrRegular } from '@fluentui/react-icons/svg/text-bullet-list-ltr';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../common/category-name';
import { catalogueSorts, SEARCH_MAX_LENGTH, type CatalogueSort } from '../../../machines/catalogue.machine';
import { useCatalogueStyles } from './catalogue.styles';
import type { CatalogueState } from './useCatalogue';

const ALL = '';

/** Search, category, sort and the grid or list toggle; each change goes to the catalogue machine. */
export function CatalogueToolbar({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  const styles = useCatalogueStyles();
  const { send } = state;
  return (
    <div className={styles.toolbar}>
      <Field label={t('catalogue.search.label')} className={styles.search}>
        <SearchBox
          value={state.typed}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('catalogue.search.placeholder')}
          onChange={(_, data) => send({ type: 'catalogue.search', text: data.value })}
        />
      </Field>
      <Field
        className={styles.choice}
        label={t('catalogue.category.label')}
        validationState={state.categoriesFailed ? 'warning' : 'none'}
        validationMessage={state.categoriesFailed ? t('catalogue.category.failed') : undefined}
      >
        <Select
          className={styles.choiceSelect}
          value={state.category ?? ALL}
          onChange={(_, data) => send({ type: 'catalogue.category', slug: data.value === ALL ? null : data.value })}
        >
          <option value={ALL}>{t('catalogue.category.all')}</option>
          {state.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {t('catalogue.category.option', { name: categoryName(t, category), products: category.product_count })}
            </option>
          ))}
        </Select>
      </Field>
      {state.categoriesFailed && (
        <Button icon={<ArrowClockwiseRegular />} onClick={() => send({ type: 'catalogue.retry' })}>
          {t('catalogue.category.retry')}
        </Button>
      )}
      <Field label={t('catalogue.sort.label')} className={styles.choice}>
        <Select className={styles.choiceSelect} value={state.sort} onChange={(_, data) => send({ type: 'catalogue.sort', sort: data.value as CatalogueSort })}>
          {catalogueSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalogue.sort.${sort}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div role="group" aria-label={t('catalogue.view.label')} className={styles.viewToggle}>
        <ToggleButton
          checked={state.view === 'grid'}
          icon={<GridRegular />}
          onClick={() => send({ type: 'catalogue.view', view: 'grid' })}
        >
          {t('catalogue.view.grid')}
        </ToggleButton>
        <ToggleButton
          checked={state.view === 'list'}
          icon={<TextBulletListLtrRegular />}
          onClick={() => send({ type: 'catalogue.view', view: 'list' })}
        >
          {t('catalogue.view.list')}
        </ToggleButton>
      </div>
    </div>
  );
}
