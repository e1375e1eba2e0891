import { Body1, Button, mergeClasses, MessageBar, MessageBarBody, Skeleton, SkeletonItem, Subtitle2, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useTranslation } from 'react-i18next';
import { useCatalogueStyles } from './catalogue.styles';
import { describeFailure } from '../common/describe-failure';
import { ProductCard } from './ProductCard';
import { ProductRow } from './ProductRow';
import type { CatalogueState } from './useCatalogue';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';
import { runsOf, useProductWindow } from './useProductWindow';

const SKELETON_CARDS = 6;

/**
 * The products that arrived, or what stands in for them: skeletons, the empty answer, the failure.
 * However many have arrived, only the rows around the window's view are mounted (`useProductWindow`);
 * each card still tells screen readers its place among all the products of the question.
 */
export function ProductResults({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  const styles = useCatalogueStyles();
  const { send } = state;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(state.hasMore && !state.loadingMore && !state.loadMoreFailed, () =>
    send({ type: 'catalogue.loadMore' }),
  );
  const listClass = state.view === 'grid' ? styles.grid : styles.list;
  const { mountList, measureRow, rows, columns, totalSize } = useProductWindow(state.items, state.view);
  const Product = state.view === 'grid' ? ProductCard : ProductRow;

  if (state.loadingFirstPage) {
    return (
      <Skeleton aria-label={t('catalogue.loading')} className={listClass}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <SkeletonItem key={i} shape="rectangle" className={styles.skeletonCard} />
        ))}
      </Skeleton>
    );
  }

  if (state.failed && state.failure) {
    return (
      <div className={styles.state}>
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, state.failure)}</MessageBarBody>
        </MessageBar>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => send({ type: 'catalogue.retry' })}>
          {t('catalogue.failure.retry')}
        </Button>
      </div>
    );
  }

  if (state.items.length === 0) {
    return (
      <div className={styles.state}>
        <Subtitle2 as="h3">
          {state.query.trim() !== '' ? t('catalogue.empty.forQuery', { query: state.query.trim() }) : t('catalogue.empty.none')}
        </Subtitle2>
        <Body1>{t('catalogue.empty.hint')}</Body1>
      </div>
    );
  }

  return (
    <>
      <div
        ref={mountList}
        role="list"
        aria-label={t('catalogue.resultsLabel')}
        className={styles.window}
        style={{ height: `${totalSize}px` }}
      >
        {runsOf(rows).map((run) => (
          <div key={run[0]!.key} className={styles.windowRun} style={{ transform: `translateY(${run[0]!.offset}px)` }}>
            {run.map((row) => (
              <div
                key={row.key}
                ref={measureRow}
                data-index={row.index}
                className={mergeClasses(styles.windowRow, state.view === 'list' && styles.windowRowList)}
                style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
              >
                {row.products.map((product, i) => (
                  <div
                    key={product.id}
                    role="listitem"
                    aria-setsize={state.total}
                    aria-posinset={row.first + i + 1}
                    data-product-id={product.id}
                    className={styles.windowCell}
                  >
                    <Product
                      product={product}
                      firstScreen={row.index === 0}
                      quantity={state.quantityOf(product)}
                      selected={state.isSelected(product.id)}
                      canBuy={state.canBuy}
                      mayBuy={state.mayBuy}
                      isMember={state.isMember}
                      onQuantity={state.setQuantity}
                      onSelect={state.toggle}
                      onAdd={state.addOne}
                    />
                  </div>
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className={styles.more}>
        {state.loadMoreFailed && state.failure ? (
          <>
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('catalogue.failure.more', { reason: describeFailure(t, state.failure) })}</MessageBarBody>
            </MessageBar>
            <Button icon={<ArrowClockwiseRegular />} onClick={() => send({ type: 'catalogue.retry' })}>
              {t('catalogue.failure.retry')}
            </Button>
          </>
        ) : state.hasMore ? (
          <>
            <div ref={sentinel} aria-hidden="true" />
            <Button disabled={state.loadingMore} onClick={() => send({ type: 'catalogue.loadMore' })}>
              {state.loadingMore ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
            </Button>
          </>
        ) : (
          <Text size={200}>{t('catalogue.end')}</Text>
        )}
      </div>
    </>
  );
}
