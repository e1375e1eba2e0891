import { paths } from '../../kernel/paths';

/** The campaign a batch cart or a confirmation is about: `?campana=<id>`. */
export const campaignParam = 'campana';

export const batchCartPath = (campaignId: number) => `${paths.batchCart}?${campaignParam}=${campaignId}`;
export const teamPurchaseDonePath = (campaignId: number) => `${paths.teamPurchaseDone}?${campaignParam}=${campaignId}`;
