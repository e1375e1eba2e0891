import { Button, Caption1, Field, Link, Textarea } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons/svg/arrow-upload';
import { TextBulletListSquare20Regular } from '@fluentui/react-icons/svg/text-bullet-list-square';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_ORDER_MAX_FILE_BYTES, QUICK_ORDER_MAX_LINES } from '../../../contract/quick-order';
import type { QuickOrderEvent } from '../../../machines/quick-order.machine';
import { usePageStyles } from '../common/page.styles';
import { useQuickOrderStyles } from './quickOrder.styles';

/** The template an office fills in: `;` between columns and a BOM, as a Spanish Excel opens it. */
export const templatePath = '/plantilla-pedido-rapido.csv';

const accepted = ['.csv', '.txt', '.xlsx', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(',');

interface QuickOrderInputProps {
  draft: string;
  /** A paste or a file is being read: the box and the buttons wait. */
  busy: boolean;
  send: (event: QuickOrderEvent) => void;
}

/** The paste box, and the file picker beside it. Ctrl+Enter in the box reads it, as the button does. */
export function QuickOrderInput({ draft, busy, send }: QuickOrderInputProps) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const styles = useQuickOrderStyles();
  const fileInput = useRef<HTMLInputElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send({ type: 'quickOrder.readText' });
    }
  };
  return (
    <div className={styles.input}>
      <Field label={t('quickOrder.paste.label')} hint={t('quickOrder.paste.hint', { maxLines: QUICK_ORDER_MAX_LINES })}>
        <Textarea
          className={styles.textarea}
          value={draft}
          placeholder={t('quickOrder.paste.placeholder')}
          resize="vertical"
          // Product lines are Spanish data: in Arabic they keep their own direction, `3 x aceite` not `aceite x 3`.
          dir="auto"
          readOnly={busy}
          onKeyDown={onKeyDown}
          onChange={(_, data) => send({ type: 'quickOrder.type', text: data.value })}
        />
      </Field>
      <div className={styles.inputActions}>
        <Button
          appearance="primary"
          className={page.action}
          icon={<TextBulletListSquare20Regular />}
          disabled={busy || draft.trim() === ''}
          onClick={() => send({ type: 'quickOrder.readText' })}
        >
          {t('quickOrder.paste.read')}
        </Button>
        <Button className={page.action} icon={<ArrowUpload20Regular />} disabled={busy} onClick={() => fileInput.current?.click()}>
          {t('quickOrder.file.choose')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={accepted}
          aria-label={t('quickOrder.file.choose')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again after a fix is read again.
            event.target.value = '';
            if (file) send({ type: 'quickOrder.readFile', file });
          }}
        />
      </div>
      <div className={styles.fileHint}>
        <Caption1>{t('quickOrder.file.hint', { maxMb: QUICK_ORDER_MAX_FILE_BYTES / (1024 * 1024), maxLines: QUICK_ORDER_MAX_LINES })}</Caption1>
        <Link href={templatePath} download>
          {t('quickOrder.file.template')}
        </Link>
      </div>
    </div>
  );
}
