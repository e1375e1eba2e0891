import { companyMachine } from '../../../machines/company.machine';
import { useEffects } from '../../kernel/effects';
import { CompanyView } from './CompanyView';
import { usePageMachine } from '../common/usePageMachine';

/** /dashboard/group (Empresa): the company machine with the app's effects. */
export function CompanyPage() {
  const actor = usePageMachine(companyMachine, useEffects().company, { retryOn: { type: 'company.retry' } });
  return <CompanyView actor={actor} />;
}
