import { Body1, Caption1, Checkbox, mergeClasses, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { ErrorCircle16Regular } from '@fluentui/react-icons/svg/error-circle';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickOrderEvent, ShownLine } from '../../../machines/quick-order.machine';
import { quantityText, unitText } from '../common/quantity-text';
import { useQuickOrderStyles } from './quickOrder.styles';

interface QuickOrderLineProps {
  shown: ShownLine;
  /** The lines are on their way to the cart, or there already: nothing changes. */
  locked: boolean;
  send: (event: QuickOrderEvent) => void;
}

/**
 * One line of the preview: what was written and where, the product it became with its quantity and what
 * was changed to sell it, the products to choose from for a name that matched several, or why it cannot
 * be used.
 */
export const QuickOrderLine = memo(function QuickOrderLine({ shown, locked, send }: QuickOrderLineProps) {
  const { t } = useTranslation();
  const styles = useQuickOrderStyles();
  const { line, product, candidates, status, quantity, change, reason, included } = shown;
  const written = [line.query, line.quantity_text, line.unit_text].filter((part) => part !== null).join(' ');
  const row = line.row;
  return (
    <li className={mergeClasses(styles.line, (status === 'refused' || (status === 'ready' && !included)) && styles.quiet)}>
      <div className={styles.what}>
        <Caption1 className={styles.written}>
          {t('quickOrder.line.row', { row })} «<bdi translate="no">{written}</bdi>»
        </Caption1>
        {product && (
          <>
            <Subtitle2 as="h3" className={styles.name}>
              <bdi translate="no">{product.name}</bdi>
            </Subtitle2>
            <Caption1 className={styles.note}>
              <bdi translate="no">
                {product.default_code} · {product.pack_size}
              </bdi>
            </Caption1>
          </>
        )}
        {status === 'refused' && reason && (
          <Body1 className={styles.problem}>
            <ErrorCircle16Regular aria-hidden />
            {t(`quickOrder.reasons.${reason}`, { unit: product ? unitText(t, product.uom) : '', written: line.unit_text ?? '' })}
          </Body1>
        )}
        {status === 'ready' && change && product && (
          <Caption1 className={styles.note}>{t(`quickOrder.changes.${change}`, { quantity: quantityText(t, quantity, product.uom) })}</Caption1>
        )}
      </div>
      {status === 'ready' && product && <Body1 className={styles.quantity}>{quantityText(t, quantity, product.uom)}</Body1>}
      {candidates.length > 0 && status !== 'ready' && status !== 'refused' && <Body1 className={styles.choices}>{t('quickOrder.line.several')}</Body1>}
      {candidates.length > 0 && (
        <RadioGroup
          className={styles.choices}
          aria-label={t('quickOrder.line.choose', { row })}
          value={product ? String(product.id) : ''}
          disabled={locked}
          onChange={(_, data) => send({ type: 'quickOrder.choose', row, productId: Number(data.value) })}
        >
          {candidates.map((candidate) => (
            <Radio
              key={candidate.id}
              value={String(candidate.id)}
              label={
                <>
                  <bdi translate="no">
                    {candidate.name} · {candidate.default_code} · {candidate.pack_size}
                  </bdi>
                  {candidate.stock_state === 'out' ? ` · ${t('quickOrder.line.outOfStock')}` : ''}
                </>
              }
            />
          ))}
        </RadioGroup>
      )}
      {status === 'ready' && product && (
        <Checkbox
          className={styles.include}
          checked={included}
          disabled={locked}
          label={t('quickOrder.line.include')}
          aria-label={t('quickOrder.line.includeNamed', { name: product.name, row })}
          onChange={() => send({ type: 'quickOrder.toggle', row })}
        />
      )}
    </li>
  );
});
