import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { ApprovalSent } from '../../contract/order-approvals';
import {
  approvalRequestMachine,
  type ApprovalRequestActor,
  type ApprovalRequestInput,
  type ApprovalRequestSnapshot,
  type SendForApprovalInput,
} from '../../machines/approval-request.machine';
import { formatClp } from '../../machines/rules/money';
import { ApprovalRequest } from '../../src/views/checkout/ApprovalRequest';
import { model } from '../machines/models/approval-request.model';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';

/** The total Pago shows for the model's order: 30 five-litre bottles of oil, picked up. */
const total = 892_143;

function renderRequest(input: ApprovalRequestInput) {
  const calls = heldCalls(['sendForApproval'] as const);
  const logic = approvalRequestMachine.provide({
    actors: { sendForApproval: calls.held<ApprovalSent, SendForApprovalInput>('sendForApproval') },
    actions: { logError: () => {} },
  });
  const request: ApprovalRequestActor = createActor(logic, { input }).start();
  render(
    <FluentProvider theme={webLightTheme}>
      <ApprovalRequest request={request} total={total} refused={false} />
    </FluentProvider>,
  );
  return { request, calls, user: userEvent.setup() };
}

/** The rule in the buyer's words: the per-order limit, or the month the order would take past its limit. */
function spanishReason({ context }: ApprovalRequestSnapshot): string {
  const { reason } = context;
  const why =
    reason.kind === 'per_order'
      ? `Este pedido supera tu límite por pedido de ${formatClp(reason.limit)}.`
      : `Con este pedido llegarías a ${formatClp(reason.spent! + total)} este mes, sobre tu límite mensual de ${formatClp(reason.limit)}.`;
  return `${why} Por eso necesita la aprobación de un administrador de tu empresa.`;
}

describe('the approval request in Pago walks the approval-request model’s paths', () => {
  replayPaths(model, {
    render: renderRequest,
    send: async (event: EventObject, _, { user }) => {
      if (event.type === 'approval.send') return user.click(screen.getByRole('button', { name: 'Enviar para aprobación' }));
      if (event.type === 'approval.retry') return user.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    expectScreen: (expected, { request }) => {
      expect(request.getSnapshot().value).toEqual(expected.value);
      // Once it ends, the checkout takes over: its own paths show what follows.
      if (expected.status !== 'active') return;
      expect(screen.getByText(spanishReason(expected))).toBeInTheDocument();
      if (expected.matches('draft')) expect(screen.getByRole('button', { name: 'Enviar para aprobación' })).not.toHaveAttribute('aria-disabled');
      if (expected.matches('sending')) {
        // Still focusable, so the keyboard stays on it, and named for what is happening.
        expect(screen.getByRole('button', { name: 'Enviando para aprobación…' })).toHaveAttribute('aria-disabled', 'true');
      }
      if (expected.matches('failed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(spanishFailure(expected.context.failure!));
        expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
        expect(screen.queryByRole('button', { name: /Enviar/ })).not.toBeInTheDocument();
      } else {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
    },
    cleanup: ({ request }) => request.stop(),
  });
});
