import { OverlayDrawer } from '@fluentui/react-components';
import { orderApprovalMachine } from '../../../machines/order-approval.machine';
import { useEffects } from '../../kernel/effects';
import { useReadCountsAgain } from '../../kernel/navigation-counts';
import { usePageMachine } from '../common/usePageMachine';
import { ApprovalDetailView } from './ApprovalDetailView';
import type { OrderApprovalsActor } from './OrderApprovalsView';

const newIdempotencyKey = () => crypto.randomUUID();

interface ApprovalDetailDrawerProps {
  /** The request the address names; null while none is open. */
  id: number | null;
  listActor: OrderApprovalsActor;
  mayApprove: boolean;
  onClose: () => void;
}

/** One request over the list, open while the address names it; the drawer traps the focus and gives it back. */
export function ApprovalDetailDrawer({ id, listActor, mayApprove, onClose }: ApprovalDetailDrawerProps) {
  return (
    <OverlayDrawer
      open={id !== null}
      position="end"
      size="medium"
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      {id !== null && <ApprovalDetail key={id} id={id} listActor={listActor} mayApprove={mayApprove} onClose={onClose} />}
    </OverlayDrawer>
  );
}

/** The request's own machine, started for each request opened; a decision taken here has the list and the navigation's badge read again. */
function ApprovalDetail({ id, listActor, mayApprove, onClose }: { id: number; listActor: OrderApprovalsActor; mayApprove: boolean; onClose: () => void }) {
  const readCountsAgain = useReadCountsAgain();
  const actor = usePageMachine(orderApprovalMachine, useEffects().orderApproval, {
    input: { id, newIdempotencyKey },
    retryOn: { type: 'orderApproval.retry' },
    actions: {
      announceDecision: () => {
        listActor.send({ type: 'orderApprovals.reload' });
        readCountsAgain();
      },
    },
  });
  return <ApprovalDetailView actor={actor} listActor={listActor} mayApprove={mayApprove} onClose={onClose} />;
}
