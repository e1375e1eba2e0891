import type { Product } from '../../../contract/catalogue';
import { Body1, Button, Link, MessageBar, MessageBarBody, Skeleton, SkeletonItem, Title1, Title2 } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../common/category-name';
import { cartProductOf, isAvailable } from '../../../machines/catalogue.machine';
import { useEffects } from '../../kernel/effects';
import { SessionContext } from '../../kernel/session-context';
import { useResource } from '../common/useResource';
import { describeFailure } from '../common/describe-failure';
import { useAppLink } from '../common/useAppLink';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';
import { CartNotice } from '../common/cart/CartNotice';
import { productPath } from '../../kernel/drill-down-paths';
import { loginPath, paths } from '../../kernel/paths';
import { useProductDetailStyles } from './productDetail.styles';
import { ProductPrices } from './ProductPrices';
import { fitQuantity, stepDown, stepUp } from '../../../machines/rules/quantity';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { StockBadge } from './StockBadge';
import { useCart } from './useCart';
import { useMayBuy, useMayUseGuide } from '../common/useMayBuy';
import { GuidePinButton } from './GuidePinButton';

interface ProductDetailProps {
  id: number;
  signedIn: boolean;
}

/** One product read from the gateway: what it is, what it costs, and how to buy it. */
export function ProductDetail({ id, signedIn }: ProductDetailProps) {
  const { t } = useTranslation();
  const styles = useProductDetailStyles();
  const hidden = useVisuallyHiddenStyles();
  const product = useResource(useEffects().reads.product, { request: id, unavailable: { code: 'product_load_failed' }, logText: 'Error loading producto' });

  if (product.failure?.code === 'not_found') return <ProductMissing />;
  if (product.failure) {
    return (
      <div className={styles.root}>
        <Title1 as="h1" className={styles.title}>
          {t('catalogue.detail.title')}
        </Title1>
        <div className={styles.state}>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {describeFailure(t, product.failure)}
            </MessageBarBody>
          </MessageBar>
          <Button icon={<ArrowClockwiseRegular />} onClick={product.retry}>
            {t('catalogue.failure.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!product.data || product.loading) {
    return (
      <div className={styles.root}>
        <h1 className={hidden.root}>{t('catalogue.detail.title')}</h1>
        <Skeleton aria-label={t('catalogue.detail.loading')} className={styles.skeleton}>
          <SkeletonItem shape="rectangle" className={styles.skeletonImage} />
          <SkeletonItem shape="rectangle" className={styles.skeletonImage} />
        </Skeleton>
      </div>
    );
  }
  return <ProductFacts product={product.data} signedIn={signedIn} />;
}

function ProductFacts({ product, signedIn }: { product: Product; signedIn: boolean }) {
  const mayBuy = useMayBuy();
  const mayUseGuide = useMayUseGuide();
  const member = useCart().summary?.isClubMember ?? false;
  const { t } = useTranslation();
  const styles = useProductDetailStyles();
  const link = useAppLink();
  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <img src={product.image_url} alt={product.name} className={styles.image} />
        <div className={styles.info}>
          <Title1 as="h1" className={styles.title} translate="no">
            {product.name}
          </Title1>
          <StockBadge state={product.stock_state} />
          <Body1>{product.description}</Body1>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('catalogue.detail.sku')}</dt>
            <dd className={styles.value}>{product.default_code}</dd>
            <dt className={styles.term}>{t('catalogue.detail.category')}</dt>
            <dd className={styles.value}>{categoryName(t, product.category)}</dd>
            <dt className={styles.term}>{t('catalogue.detail.unit')}</dt>
            <dd className={styles.value}>{t(`catalogue.units.${product.uom}`)}</dd>
            <dt className={styles.term}>{t('catalogue.detail.pack')}</dt>
            <dd className={styles.value} translate="no">
              {product.pack_size}
            </dd>
          </dl>
          <Title2 as="h2">{t('catalogue.detail.prices')}</Title2>
          <ProductPrices product={product} showClub={signedIn} member={member} unit={t(`catalogue.units.${product.uom}`)} />
          {signedIn ? (
            mayBuy && (
              <>
                <BuyBox product={product} />
                {mayUseGuide && <GuidePinButton productId={product.id} />}
              </>
            )
          ) : (
            <Link {...link(loginPath(productPath(product.id)))}>{t('catalogue.detail.login')}</Link>
          )}
          <Link {...link(signedIn ? paths.dashboard : paths.publicCatalogue)}>{t('catalogue.detail.back')}</Link>
        </div>
      </div>
    </div>
  );
}

function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation();
  const styles = useProductDetailStyles();
  const { checkout, notice } = useCart();
  const rule = product.quantity_rule;
  const [quantity, setQuantity] = useState(rule.min);
  const available = isAvailable(product);
  return (
    <>
      <div className={styles.buy}>
        <QuantityStepper
          name={product.name}
          quantity={quantity}
          rule={rule}
          unit={product.uom}
          onIncrease={() => setQuantity(stepUp(quantity, rule))}
          onDecrease={() => setQuantity(stepDown(quantity, rule))}
          onSet={(typed) => setQuantity(fitQuantity(typed, rule).quantity)}
          disabled={!available || !checkout}
        />
        <Button
          appearance="primary"
          icon={<CartRegular />}
          disabled={!available || !checkout || quantity <= 0}
          onClick={() => checkout?.send({ type: 'cart.add', product: cartProductOf(product), quantity })}
        >
          {t('catalogue.detail.add')}
        </Button>
      </div>
      <CartNotice checkout={checkout} notice={notice} />
    </>
  );
}

/** A missing, malformed or unknown id: said plainly, with the way back. */
export function ProductMissing() {
  const { t } = useTranslation();
  const styles = useProductDetailStyles();
  const link = useAppLink();
  const signedIn = SessionContext.useSelector((state) => state.hasTag('signedIn'));
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.title}>
        {t('catalogue.detail.missingTitle')}
      </Title1>
      <div className={styles.state}>
        <Body1>{t('catalogue.detail.notFound')}</Body1>
        <Link {...link(signedIn ? paths.dashboard : paths.publicCatalogue)}>{t('catalogue.detail.back')}</Link>
      </div>
    </div>
  );
}
