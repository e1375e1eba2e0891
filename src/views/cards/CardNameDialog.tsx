import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxNicknameLength, savedCardName, type SavedCard } from '../../../contract/cards';
import { cardNameFormMachine } from '../../../machines/card-name-form.machine';
import { useEffects } from '../../kernel/effects';
import { FailureMessage, fieldFailure } from '../common/FailureMessage';
import { DialogForm, FormDialog } from '../common/FormDialog';
import { useFormMachine } from '../common/useFormMachine';

interface CardNameDialogProps {
  /** The card being named; null when the dialog is closed. */
  card: SavedCard | null;
  onClose: () => void;
  onSaved: (card: SavedCard) => void;
}

/** Names a card ("Tarjeta de la cocina"); an empty name takes the name away. */
export function CardNameDialog({ card, onClose, onSaved }: CardNameDialogProps) {
  return (
    <FormDialog open={card !== null} onClose={onClose}>
      {card && <CardNameForm card={card} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function CardNameForm({ card, onClose, onSaved }: { card: SavedCard } & Omit<CardNameDialogProps, 'card'>) {
  const { t } = useTranslation();
  const { actor, busy, failure } = useFormMachine(cardNameFormMachine, useEffects().cardNameForm, { recordId: card.id }, { onSaved, onClose });
  const [nickname, setNickname] = useState(card.nickname ?? '');
  const tooLong = nickname.trim().length > maxNicknameLength;
  const [checked, setChecked] = useState(false);

  function submit() {
    setChecked(true);
    if (tooLong) return;
    actor.send({ type: 'form.submit', draft: { nickname: nickname.trim() || null } });
  }

  const message = (checked && tooLong ? t('cards.form.tooLong', { max: maxNicknameLength }) : undefined) ?? fieldFailure(failure, 'nickname');
  return (
    <DialogForm
      title={t('cards.form.title', { name: savedCardName(card) })}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      labels={{ cancel: t('cards.form.cancel'), submit: t('cards.form.save'), busy: t('cards.form.saving') }}
    >
      {failure && <FailureMessage failure={failure} shownFields={['nickname']} />}
      <Field label={t('cards.form.nickname')} hint={t('cards.form.hint')} validationMessage={message}>
        <Input
          value={nickname}
          onChange={(_, data) => {
            setNickname(data.value);
            actor.send({ type: 'form.change', field: 'nickname' });
          }}
        />
      </Field>
    </DialogForm>
  );
}
