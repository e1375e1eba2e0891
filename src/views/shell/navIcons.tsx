import {
  Building20Regular,
  Cart20Regular,
  DataBarVertical20Regular,
  DocumentText20Regular,
  Location20Regular,
  Payment20Regular,
  PeopleTeam20Regular,
  Receipt20Regular,
  Star20Regular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { NavIconName } from './navigation';

/** The 20 px icons of spec section 9 ("icon default width 20"). */
export const navIcons: Readonly<Record<NavIconName, FluentIcon>> = {
  catalogue: Cart20Regular,
  subscription: Star20Regular,
  orders: Receipt20Regular,
  analytics: DataBarVertical20Regular,
  company: Building20Regular,
  addresses: Location20Regular,
  cards: Payment20Regular,
  invoices: DocumentText20Regular,
  teamPurchase: PeopleTeam20Regular,
};
