import { Button } from '@fluentui/react-components';
import { QuestionCircle20Regular } from '@fluentui/react-icons/svg/question-circle';
import { Search20Regular } from '@fluentui/react-icons/svg/search';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../kernel/session-context';
import LanguagePicker from '../common/LanguagePicker';
import SettingsButton from './settings/SettingsButton';
import { HeaderAccountMenu } from './HeaderAccountMenu';
import { HeaderCartButton } from './HeaderCartButton';
import { breakpoints } from '../common/layout.constants';
import { useAppLink } from '../common/useAppLink';
import { useMediaQuery } from '../common/useMediaQuery';
import { TooltipAfterPaint } from '../common/TooltipAfterPaint';
import { useTooltipDelays } from './useTooltipDelays';
import { paths } from '../../kernel/paths';

interface Props {
  /** Given where there is a navigation to search. */
  onSearch?: () => void;
  /** The account menu, or a sign-in link for visitors; the plain layout goes without. */
  account?: boolean;
}

/** The header's right side: search, FAQs, the cart, language, settings and the account. */
export function HeaderActions({ onSearch, account = true }: Props) {
  const { t } = useTranslation();
  const linkTo = useAppLink();
  const delays = useTooltipDelays();
  // Below md the search and FAQ buttons keep only their icon, named by a tooltip, so the header fits a phone.
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const searchButton = onSearch && (
    <Button appearance="subtle" icon={<Search20Regular />} aria-keyshortcuts="Control+K Meta+K" onClick={onSearch}>
      {wide && t('shell.search')}
    </Button>
  );
  const faqLink = (
    <Button as="a" appearance="subtle" icon={<QuestionCircle20Regular />} {...linkTo(paths.faq)}>
      {wide && t('shell.faq')}
    </Button>
  );
  return (
    <>
      {searchButton && (
        <TooltipAfterPaint
          content={wide ? t('shell.searchShortcut') : t('shell.search')}
          relationship={wide ? 'description' : 'label'}
          {...delays}
        >
          {searchButton}
        </TooltipAfterPaint>
      )}
      {wide ? (
        faqLink
      ) : (
        <TooltipAfterPaint content={t('shell.faq')} relationship="label" {...delays}>
          {faqLink}
        </TooltipAfterPaint>
      )}
      {signedIn && <HeaderCartButton wide={wide} />}
      <LanguagePicker />
      <SettingsButton signedIn={signedIn} />
      {account &&
        (signedIn ? (
          <HeaderAccountMenu />
        ) : (
          <Button as="a" appearance="primary" {...linkTo(paths.login)}>
            {t('shell.signIn')}
          </Button>
        ))}
    </>
  );
}
