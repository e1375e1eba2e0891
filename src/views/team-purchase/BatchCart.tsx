import { Body1, Button, Field, Input, Link, Radio, RadioGroup, Spinner, Title2 } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/payments';
import type { Campaign } from '../../../contract/team-purchase';
import { formatClp } from '../../../machines/rules/money';
import { formatQuantity, parseQuantity } from '../../../machines/rules/quantity';
import { batchTotals } from '../../../machines/rules/totals';
import { quantityProblem } from '../../../machines/team-purchase.machine';
import { formatDay } from '../../../machines/rules/calendar';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { useAppLink } from '../common/useAppLink';
import { PageMessage } from '../common/PageMessage';
import { Countdown } from './Countdown';
import { useTeamPurchaseStyles } from './team-purchase.styles';
import type { TeamPurchaseView } from './useTeamPurchaseView';

/** /product/carritolote: the quantity to commit, what it costs, how it is secured and when it arrives. */
export function BatchCart({ view, campaign, canAddCards }: { view: TeamPurchaseView; campaign: Campaign; canAddCards: boolean }) {
  const { t } = useTranslation();
  // The credit line in the checkout's words, with what is left of it: the gateway refuses a commitment above that.
  const creditLabel = ({ name, credit }: PaymentMethod) => {
    const label = t('teamPurchase.cart.credit', { name: credit ? t('checkout.payment.credit', { days: credit.days }) : name });
    return credit ? `${label}. ${t('checkout.payment.creditAvailable', { available: formatClp(credit.available), limit: formatClp(credit.limit) })}` : label;
  };
  const styles = useTeamPurchaseStyles();
  const link = useAppLink();
  const { draft } = view.context;
  const [typed, setTyped] = useState(() => formatQuantity(draft.quantity));
  const unitOf = (count: number) => t(`teamPurchase.units.${campaign.product.uom}`, { count });
  const problem = quantityProblem(campaign, draft.quantity);
  const totals = batchTotals(problem === null ? draft.quantity : 0, campaign.group_price);
  const limits =
    campaign.max_per_company === null
      ? t('teamPurchase.cart.minimum', { min: formatQuantity(campaign.min_per_company), unit: unitOf(campaign.min_per_company) })
      : t('teamPurchase.cart.limits', { min: formatQuantity(campaign.min_per_company), max: formatQuantity(campaign.max_per_company), unit: unitOf(campaign.max_per_company) });
  const active = view.commitment?.state === 'active';

  return (
    <form
      className={styles.panel}
      aria-labelledby="tp-cart"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <Title2 as="h2" id="tp-cart" className={styles.sectionTitle} translate="no">
        {campaign.title}
      </Title2>
      <Body1>
        {t('teamPurchase.groupPrice', { price: formatClp(campaign.group_price), unit: unitOf(1) })} · <Countdown deadline={campaign.deadline} />
      </Body1>
      {view.context.refusal && <PageMessage intent="error">{describeFailure(t, view.context.refusal)}</PageMessage>}
      <Field
        className={styles.field}
        label={t('teamPurchase.cart.quantity', { unit: unitOf(2) })}
        hint={limits}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ? t(`teamPurchase.cart.problem.${problem}`, {
                min: formatQuantity(campaign.min_per_company),
                max: formatQuantity(campaign.max_per_company ?? 0),
                unit: unitOf(problem === 'aboveMaximum' ? (campaign.max_per_company ?? 0) : campaign.min_per_company),
              }) : undefined}
      >
        <Input
          inputMode="decimal"
          value={typed}
          disabled={view.securing}
          onChange={(_, data) => {
            setTyped(data.value);
            view.setQuantity(parseQuantity(data.value) ?? Number.NaN);
          }}
        />
      </Field>
      <Field label={t('teamPurchase.cart.method')} hint={t('teamPurchase.cart.methodHint')}>
        {view.methods.length === 0 ? (
          <Body1>
            {t('teamPurchase.cart.noMethod')}{' '}
            {canAddCards && <Link {...link(paths.cards)}>{t('teamPurchase.cart.toCards')}</Link>}
          </Body1>
        ) : (
          <RadioGroup value={draft.paymentMethodId === null ? '' : String(draft.paymentMethodId)} disabled={view.securing} onChange={(_, data) => view.setMethod(Number(data.value))}>
            {view.methods.map((method) => (
              <Radio
                key={method.id}
                value={String(method.id)}
                label={method.code === 'credit' ? creditLabel(method) : t('teamPurchase.cart.card', { name: method.name })}
              />
            ))}
          </RadioGroup>
        )}
      </Field>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('teamPurchase.cart.net')}</dt>
        <dd className={styles.detail}>{formatClp(totals.subTotal)}</dd>
        <dt className={styles.term}>{t('teamPurchase.cart.tax')}</dt>
        <dd className={styles.detail}>{formatClp(totals.tax)}</dd>
        <dt className={styles.term}>{t('teamPurchase.cart.total')}</dt>
        <dd className={`${styles.detail} ${styles.total}`}>{formatClp(totals.total)}</dd>
        <dt className={styles.term}>{t('teamPurchase.cart.delivery')}</dt>
        <dd className={styles.detail}>{formatDay(campaign.delivery_date)}</dd>
      </dl>
      <Body1>{t('teamPurchase.cart.rule', { target: formatQuantity(campaign.target_qty), unit: unitOf(campaign.target_qty) })}</Body1>
      <div className={styles.actions}>
        <Button
          type="submit"
          className={styles.action}
          appearance="primary"
          disabled={view.securing || problem !== null || draft.paymentMethodId === null}
          icon={view.securing ? <Spinner size="tiny" /> : undefined}
        >
          {view.securing ? t('teamPurchase.cart.securing') : t(active ? 'teamPurchase.cart.saveChange' : 'teamPurchase.cart.commit', { total: formatClp(totals.total) })}
        </Button>
        {active && (
          <Button className={styles.action} disabled={view.securing} onClick={view.cancelChange}>
            {t('teamPurchase.cart.keepAsIs')}
          </Button>
        )}
      </div>
    </form>
  );
}
