import { Badge, Body1, Body1Strong, Button, Caption1, Card, Title3, type useRestoreFocusTarget } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { StarRegular } from '@fluentui/react-icons/svg/star';
import { useTranslation } from 'react-i18next';
import { brandName, savedCardName, type SavedCard } from '../../../contract/cards';
import { cardExpiryText } from './card-label';
import { useCardsStyles } from './CardsPage.styles';

const brandMarks: Readonly<Record<string, string>> = { visa: 'VISA', mastercard: 'MC', amex: 'AMEX', diners: 'DINERS' };

interface SavedCardItemProps {
  card: SavedCard;
  busy: boolean;
  /** Fluent's restore-focus attributes, so focus comes back here when a dialog it opened closes. */
  restoreFocus: ReturnType<typeof useRestoreFocusTarget>;
  onRename: (card: SavedCard) => void;
  onDelete: (id: number) => void;
  onMakePrimary: (id: number) => void;
}

/** One saved card: what the buyer recognises it by, where its expiry stands, and what can be done with it. */
export function SavedCardItem({ card, busy, restoreFocus, onRename, onDelete, onMakePrimary }: SavedCardItemProps) {
  const { t } = useTranslation();
  const styles = useCardsStyles();
  const brand = brandName(card.brand);
  const name = savedCardName(card);
  const expiry = card.exp_month !== null && card.exp_year !== null ? { exp_month: card.exp_month, exp_year: card.exp_year } : null;
  // A Oneclick card with no name, expiry, holder or warning has no lines: no empty block takes the card's gap.
  const hasLines = Boolean(card.nickname) || expiry !== null || Boolean(card.holder_name) || card.state !== 'ok';
  return (
    <Card className={styles.card}>
      <Title3 as="h3" className={styles.cardTitle}>
        <span className={styles.mark} aria-hidden="true">
          {brandMarks[card.brand] ?? brand.toUpperCase()}
        </span>
        {/* The card's name reads as printed, left to right, in every language. */}
        <span dir="ltr">{name}</span>
        {card.is_primary && (
          <Badge appearance="tint" color="brand">
            {t('cards.primary')}
          </Badge>
        )}
        {card.state !== 'ok' && (
          <Badge appearance="tint" color={card.state === 'expired' ? 'danger' : 'warning'}>
            {t(`cards.state.${card.state}`)}
          </Badge>
        )}
      </Title3>
      {hasLines && (
        <div className={styles.lines}>
          {card.nickname && <Body1Strong translate="no">{card.nickname}</Body1Strong>}
          {/* Transbank's Oneclick does not tell a card's expiry: nothing is shown rather than a made-up date. */}
          {expiry !== null && <Body1>{t('cards.expires', { date: cardExpiryText(expiry) })}</Body1>}
          {card.holder_name && <Body1>{t('cards.holder', { name: card.holder_name })}</Body1>}
          {card.state !== 'ok' && <Caption1>{t(`cards.stateHint.${card.state}`)}</Caption1>}
        </div>
      )}
      <div className={styles.actions}>
        {!card.is_primary && card.state !== 'expired' && (
          <Button
            className={styles.action}
            icon={<StarRegular />}
            aria-label={t('cards.actions.makePrimaryNamed', { name })}
            disabled={busy}
            onClick={() => onMakePrimary(card.id)}
          >
            {t('cards.actions.makePrimary')}
          </Button>
        )}
        <Button
          className={styles.action}
          icon={<EditRegular />}
          aria-label={t('cards.actions.renameNamed', { name })}
          disabled={busy}
          onClick={() => onRename(card)}
          {...restoreFocus}
        >
          {t('cards.actions.rename')}
        </Button>
        <Button
          className={styles.action}
          icon={<DeleteRegular />}
          aria-label={t('cards.actions.deleteNamed', { name })}
          disabled={busy}
          onClick={() => onDelete(card.id)}
          {...restoreFocus}
        >
          {t('cards.actions.delete')}
        </Button>
      </div>
    </Card>
  );
}
