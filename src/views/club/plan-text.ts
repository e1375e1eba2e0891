import type { TFunction } from 'i18next';
import type { ClubPlan } from '../../../contract/club';

/** A plan's name in the reader's language, by its code; the gateway's Spanish for a plan the locale files do not know. */
export function planName(t: TFunction, plan: Pick<ClubPlan, 'code' | 'name'>): string {
  return t(`club.plans.names.${plan.code}`, { defaultValue: plan.name });
}

/** A benefit in the reader's language, by its code; the gateway's Spanish for one the locale files do not know. */
export function benefitText(t: TFunction, benefit: ClubPlan['benefits'][number]): string {
  return t(`club.benefits.${benefit.code}`, { defaultValue: benefit.text });
}
