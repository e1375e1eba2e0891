import { Body1, Button, Caption1, DialogBody, DialogContent, DialogTitle, Input, Subtitle2 } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons/svg/search';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { noticeText } from '../common/cart/notice-text';
import { useLanguageTag } from '../common/useLanguageTag';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';
import { LoadingRing } from '../common/LoadingRing';
import type { NavGroup } from './navigation';
import { PaletteOption } from './PaletteOption';
import { useSearchDialogStyles } from './SearchDialog.styles';
import { addsToCart, usePalette } from './usePalette';

interface Props {
  groups: readonly NavGroup[];
  onClose: () => void;
}

/** Mounted only while the palette is open, so every opening starts from an empty query. */
export default function PaletteBody({ groups, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguageTag();
  const styles = useSearchDialogStyles();
  const hidden = useVisuallyHiddenStyles().root;
  const baseId = useId();
  const palette = usePalette(groups, onClose);
  const { query, results, flat, activeIndex } = palette;
  const listboxId = `${baseId}-results`;
  const optionId = (itemId: string) => `${baseId}-option-${itemId}`;
  const activeItem = flat[activeIndex];
  const activeOptionId = activeItem ? optionId(activeItem.id) : undefined;
  const asked = query.trim() !== '';
  const box = useRef<HTMLInputElement>(null);
  // The dialog opened on a placeholder while this part loaded, so its own focus trap found nothing to focus.
  useEffect(() => box.current?.focus(), []);
  const failure = palette.searching ? null : palette.failure;
  const retry = (
    <Button size="small" onClick={palette.retry}>
      {t('search.retry')}
    </Button>
  );

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  return (
    <DialogBody className={styles.body}>
      <DialogTitle className={hidden}>{t('search.title')}</DialogTitle>
      <DialogContent className={styles.content}>
        <div className={styles.searchRow}>
          <Input
            ref={box}
            className={styles.input}
            appearance="underline"
            contentBefore={<Search20Regular />}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            role="combobox"
            aria-expanded={flat.length > 0}
            aria-controls={flat.length > 0 ? listboxId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeOptionId}
            aria-describedby={`${baseId}-keys`}
            autoComplete="off"
            value={query}
            onChange={(_, data) => palette.setQuery(data.value)}
            onKeyDown={palette.onKeyDown}
          />
          <kbd className={styles.kbd}>{t('search.escape')}</kbd>
        </div>
        <div className={styles.results}>
          {flat.length > 0 ? (
            // Focusable, so a keyboard reaches the results' scroll when they run past the 400 px area (the arrows
            // in the box move the active option; Tab here lets the arrow keys scroll the list).
            <div role="listbox" id={listboxId} aria-label={t('search.results')} tabIndex={0}>
              {results.map((group) => (
                <div key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`} className={styles.group}>
                  <Caption1 id={`${baseId}-group-${group.id}`} role="presentation" className={styles.groupLabel}>
                    {t(group.label)}
                  </Caption1>
                  {group.items.map((item) => {
                    const index = flat.indexOf(item);
                    return (
                      <PaletteOption
                        key={item.id}
                        id={optionId(item.id)}
                        item={item}
                        adds={addsToCart(item, palette.mayBuy)}
                        active={index === activeIndex}
                        onChoose={() => palette.choose(item)}
                        onHover={() => palette.setActiveIndex(index)}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          ) : palette.searching ? null : failure ? (
            <div role="alert" className={styles.message}>
              <Body1>{describeFailure(t, failure)}</Body1>
              {retry}
            </div>
          ) : (
            <div role="status" className={styles.message}>
              {!asked ? (
                <>
                  <Body1>{t('search.empty')}</Body1>
                  <Caption1>{t('search.emptyHint')}</Caption1>
                </>
              ) : (
                <>
                  <Subtitle2 as="p">{t('search.notFound')}</Subtitle2>
                  <Body1>
                    {t('search.noResultsFor')} <strong className={styles.query}>&quot;{query}&quot;</strong>
                  </Body1>
                  <Body1>{t('search.hint')}</Body1>
                </>
              )}
            </div>
          )}
        </div>
        <div role="status" aria-live="polite" className={styles.statusRow}>
          {palette.searching && (
            <>
              <LoadingRing size="tiny" />
              <Caption1>{t('search.searching')}</Caption1>
            </>
          )}
          {failure && flat.length > 0 && (
            <>
              <Caption1>{describeFailure(t, failure)}</Caption1>
              {retry}
            </>
          )}
          {!palette.searching && !failure && palette.notice && <Caption1>{noticeText(t, language, palette.notice)}</Caption1>}
        </div>
        <Caption1 id={`${baseId}-keys`} className={styles.keys}>
          {t('search.keys')}
        </Caption1>
      </DialogContent>
    </DialogBody>
  );
}
