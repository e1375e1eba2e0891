/** Pages whose screens come with later work; their card leads back home. */
export type PendingPage = 'analytics' | 'subscription' | 'cards' | 'batchCart' | 'teamPurchaseDone' | 'teamPurchase';
