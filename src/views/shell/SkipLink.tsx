import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'contenido';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':focus': { top: tokens.spacingVerticalS },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** The first stop of the keyboard: straight past the header and the navigation to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={useStyles().root} href={`#${mainContentId}`}>
      {t('shell.skipToContent')}
    </a>
  );
}
