/** Pages whose screens come with later work; their card leads back home. */
export const pendingPages = ['analytics', 'subscription', 'company', 'cards', 'batchCart', 'teamPurchaseDone', 'teamPurchase'] as const;

export type PendingPage = (typeof pendingPages)[number];
