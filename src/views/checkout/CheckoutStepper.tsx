import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled } from '@fluentui/react-icons/svg/checkmark-circle';
import { Circle20Regular } from '@fluentui/react-icons/svg/circle';
import { RecordFilled } from '@fluentui/react-icons/svg/record';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  upcoming: { color: tokens.colorNeutralForeground3 },
});

/** i18n keys of the checkout's steps (Carrito, Direcciones, Pago), in the machine's order. */
const stepKeys = ['cart', 'addresses', 'payment'] as const;

interface CheckoutStepperProps {
  /** The machine's `activeStep`; the step count once the order is placed. */
  activeStep: number;
  /** Whether earlier steps may be revisited (not once the order is placed). */
  canRevisit: boolean;
  onGoto: (step: number) => void;
}

/** An ordered list of the steps: done ones are buttons back to them, the current one is marked for assistive technology. */
export function CheckoutStepper({ activeStep, canRevisit, onGoto }: CheckoutStepperProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className={styles.list}>
        {stepKeys.map((key, index) => {
          const name = t(`checkout.steps.${key}`);
          if (index < activeStep) {
            return (
              <li key={key} className={styles.item}>
                {canRevisit ? (
                  <Button appearance="subtle" icon={<CheckmarkCircle20Filled />} onClick={() => onGoto(index)}>
                    {name}
                  </Button>
                ) : (
                  <>
                    <CheckmarkCircle20Filled aria-hidden />
                    <Text>{name}</Text>
                  </>
                )}
              </li>
            );
          }
          const current = index === activeStep;
          return (
            <li key={key} className={mergeClasses(styles.item, current ? styles.current : styles.upcoming)} aria-current={current ? 'step' : undefined}>
              {current ? <RecordFilled aria-hidden /> : <Circle20Regular aria-hidden />}
              <Text weight={current ? 'semibold' : 'regular'}>{name}</Text>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
