import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled } from '@fluentui/react-icons/svg/checkmark-circle';
import { Circle20Filled, Circle20Regular } from '@fluentui/react-icons/svg/circle';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  steps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  step: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXXS, textAlign: 'center' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorBrandForeground1 },
  pending: { color: tokens.colorNeutralForeground3 },
});

type StepState = 'done' | 'current' | 'pending';
const steps = ['created', 'verify', 'ready'] as const;
const icons = { done: CheckmarkCircle20Filled, current: Circle20Filled, pending: Circle20Regular };

/** Cuenta creada -> Verifica tu correo -> Listo, with each step's state written out, not only drawn. */
export function VerificationSteps({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const stateOf = (index: number): StepState => (verified || index === 0 ? 'done' : index === 1 ? 'current' : 'pending');
  return (
    <ol className={styles.steps} aria-label={t('auth.verify.steps')}>
      {steps.map((step, index) => {
        const state = stateOf(index);
        const Icon = icons[state];
        return (
          <li key={step} className={styles.step} aria-current={state === 'current' ? 'step' : undefined}>
            <Icon className={styles[state]} />
            <Text weight={state === 'current' ? 'semibold' : 'regular'}>{t(`auth.verify.step.${step}`)}</Text>
            <Caption1>{t(`auth.verify.stepState.${state}`)}</Caption1>
          </li>
        );
      })}
    </ol>
  );
}
