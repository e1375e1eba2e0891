import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseId } from '../../../contract/params';
import { can } from '../../../contract/permissions';
import { roleOf } from '../../../machines/session.machine';
import { teamPurchaseMachine, type TeamPurchaseEntry } from '../../../machines/team-purchase.machine';
import { useEffects } from '../../kernel/effects';
import { loginPath } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { usePageMachine } from '../common/usePageMachine';
import { batchCartPath, campaignParam, teamPurchaseDonePath } from './team-purchase-paths';
import { TeamPurchaseView } from './TeamPurchaseView';

/** One of the Team Purchase pages: the machine opened on `entry`, for whoever is reading. */
function TeamPurchasePage({ entry }: { entry: TeamPurchaseEntry }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const canCommit = SessionContext.useSelector((s) => s.hasTag('signedIn') && can(roleOf(s.context), 'teamPurchase.join'));
  const canAddCards = SessionContext.useSelector((s) => s.hasTag('signedIn') && can(roleOf(s.context), 'cards.manage'));
  const campaignId = entry === 'browse' ? null : parseId(params.get(campaignParam));
  const actor = usePageMachine(teamPurchaseMachine, useEffects().teamPurchase, {
    input: { entry, campaignId, signedIn, canCommit },
    actions: { handOver: (_, { page, campaignId: id }) => navigate(page === 'commit' ? batchCartPath(id) : teamPurchaseDonePath(id)) },
    retryOn: { type: 'tp.retry' },
  });
  const access = canCommit ? 'commit' : signedIn ? 'viewer' : 'visitor';
  return <TeamPurchaseView actor={actor} access={access} loginHref={loginPath(location.pathname)} canAddCards={canAddCards} />;
}

/** /teampurchase: the campaigns, for visitors too. */
export const TeamPurchaseListPage = () => <TeamPurchasePage entry="browse" />;
/** /product/carritolote?campana=: the batch cart. */
export const BatchCartPage = () => <TeamPurchasePage entry="commit" />;
/** /product/finalteampurchase?campana=: the confirmation. */
export const TeamPurchaseDonePage = () => <TeamPurchasePage entry="confirmed" />;
