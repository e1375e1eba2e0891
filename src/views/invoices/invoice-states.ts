import type { BadgeProps } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-components';
import type { InvoiceFilter } from '../../../machines/invoices-list.machine';
import type { InvoiceState } from '../../../contract/vocabulary';
import { invoiceStateKeys } from '../common/invoice-state-keys';

/** The filters' labels: all, or one state's. */
export const filterKeys: Readonly<Record<InvoiceFilter, string>> = { Todos: 'invoices.filters.all', ...invoiceStateKeys };

export const stateBadgeColors: Readonly<Record<InvoiceState, NonNullable<BadgeProps['color']>>> = {
  Pagado: 'success',
  Vencida: 'danger',
  'Vence esta semana': 'warning',
  'Por vencer': 'informative',
};

/**
 * Chart colours: Fluent's text colours for each status, which stay above 4:1 against the page background
 * in every theme of the settings, where bars need 3:1 (WCAG 1.4.11).
 */
export const stateChartColors: Readonly<Record<InvoiceState, string>> = {
  Pagado: tokens.colorStatusSuccessForeground1,
  Vencida: tokens.colorStatusDangerForeground1,
  'Vence esta semana': tokens.colorStatusWarningForeground1,
  'Por vencer': tokens.colorPaletteBlueForeground2,
};
