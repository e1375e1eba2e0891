/** Pages whose screens come with later work; their card leads back home. */
export type PendingPage = 'batchCart' | 'teamPurchaseDone' | 'teamPurchase';
