import {
  Body1,
  Body1Strong,
  Caption1,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  Input,
  mergeClasses,
  Subtitle2,
} from '@fluentui/react-components';
import { Open16Regular } from '@fluentui/react-icons/svg/open';
import { Search20Regular } from '@fluentui/react-icons/svg/search';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { navIcons } from './navIcons';
import { type NavGroup } from './navigation';
import { isExternalPath } from '../common/useAppLink';
import { useSearchDialogStyles } from './SearchDialog.styles';
import { useSearchDialog } from './useSearchDialog';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly NavGroup[];
}

/** Finds a page of the navigation by its name or path (Ctrl+K or Meta+K). */
export function SearchDialog({ open, onOpenChange, groups }: Props) {
  const styles = useSearchDialogStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <SearchDialogBody groups={groups} onClose={() => onOpenChange(false)} />
      </DialogSurface>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts from an empty query. */
function SearchDialogBody({ groups, onClose }: { groups: readonly NavGroup[]; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useSearchDialogStyles();
  const hidden = useVisuallyHiddenStyles().root;
  const baseId = useId();
  const { query, setQuery, results, flat, activeIndex, setActiveIndex, choose, onKeyDown } = useSearchDialog(groups, onClose);
  const listboxId = `${baseId}-results`;
  const optionId = (itemId: string) => `${baseId}-option-${itemId}`;
  const activeItem = flat[activeIndex];
  const activeOptionId = activeItem ? optionId(activeItem.id) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  return (
    <DialogBody className={styles.body}>
      <DialogTitle className={hidden}>{t('search.title')}</DialogTitle>
      <div className={styles.searchRow}>
        <Input
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
          autoComplete="off"
          value={query}
          onChange={(_, data) => setQuery(data.value)}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.kbd}>{t('search.escape')}</kbd>
      </div>
      <div className={styles.results}>
        {flat.length > 0 ? (
          <div role="listbox" id={listboxId} aria-label={t('search.results')}>
            {results.map(({ group, items }) => (
              <div key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`} className={styles.group}>
                <Caption1 id={`${baseId}-group-${group.id}`} role="presentation" className={styles.groupLabel}>
                  {t(group.subheader)}
                </Caption1>
                {items.map((item) => {
                  const index = flat.indexOf(item);
                  const Icon = navIcons[item.icon];
                  const external = isExternalPath(item.path);
                  return (
                    <div
                      key={item.id}
                      id={optionId(item.id)}
                      role="option"
                      aria-selected={index === activeIndex}
                      tabIndex={-1}
                      className={mergeClasses(styles.option, index === activeIndex && styles.active)}
                      onClick={() => choose(item)}
                      // A screen reader's browse mode can focus an option itself; Enter there opens it too.
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') choose(item);
                      }}
                      onMouseMove={() => setActiveIndex(index)}
                    >
                      <Icon aria-hidden />
                      <span className={styles.optionText}>
                        <Body1Strong>{t(item.title)}</Body1Strong>
                        <Caption1 className={styles.path}>{item.path}</Caption1>
                      </span>
                      {external && <Open16Regular aria-label={t('nav.opensInNewTab')} />}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        ) : (
          <div role="status" className={styles.message}>
            {query.trim() === '' ? (
              <Body1>{t('search.empty')}</Body1>
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
    </DialogBody>
  );
}
