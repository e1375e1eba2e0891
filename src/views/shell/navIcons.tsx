import type { FluentIcon } from '@fluentui/react-icons';
import { ArrowRepeatAll20Regular } from '@fluentui/react-icons/svg/arrow-repeat-all';
import { Building20Regular } from '@fluentui/react-icons/svg/building';
import { ClipboardPaste20Regular } from '@fluentui/react-icons/svg/clipboard-paste';
import { ClipboardTask20Regular } from '@fluentui/react-icons/svg/clipboard-task';
import { CalendarSync20Regular } from '@fluentui/react-icons/svg/calendar-sync';
import { Cart20Regular } from '@fluentui/react-icons/svg/cart';
import { DataBarVertical20Regular } from '@fluentui/react-icons/svg/data-bar-vertical';
import { DocumentTable20Regular } from '@fluentui/react-icons/svg/document-table';
import { DocumentText20Regular } from '@fluentui/react-icons/svg/document-text';
import { Location20Regular } from '@fluentui/react-icons/svg/location';
import { Payment20Regular } from '@fluentui/react-icons/svg/payment';
import { PeopleTeam20Regular } from '@fluentui/react-icons/svg/people-team';
import { Receipt20Regular } from '@fluentui/react-icons/svg/receipt';
import { Star20Regular } from '@fluentui/react-icons/svg/star';
import type { NavIconName } from './navigation';

/** The 20 px icons of spec section 9 ("icon default width 20"). */
export const navIcons: Readonly<Record<NavIconName, FluentIcon>> = {
  catalogue: Cart20Regular,
  orderGuide: ArrowRepeatAll20Regular,
  quickOrder: ClipboardPaste20Regular,
  recurringOrders: CalendarSync20Regular,
  subscription: Star20Regular,
  orders: Receipt20Regular,
  orderApprovals: ClipboardTask20Regular,
  analytics: DataBarVertical20Regular,
  company: Building20Regular,
  addresses: Location20Regular,
  cards: Payment20Regular,
  invoices: DocumentText20Regular,
  accountStatement: DocumentTable20Regular,
  teamPurchase: PeopleTeam20Regular,
};
