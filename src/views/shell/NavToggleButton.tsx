import { Button } from '@fluentui/react-components';
import { PanelLeftContract20Regular } from '@fluentui/react-icons/svg/panel-left-contract';
import { PanelLeftExpand20Regular } from '@fluentui/react-icons/svg/panel-left-expand';
import { useTranslation } from 'react-i18next';
import { TooltipAfterPaint } from '../common/TooltipAfterPaint';
import { SettingsContext } from '../../kernel/settings-context';
import { useTooltipDelays } from './useTooltipDelays';

/** Switches the large-screen navigation between vertical and mini; the choice is a setting, kept like the others. */
export function NavToggleButton({ layout }: { layout: 'vertical' | 'mini' }) {
  const { t } = useTranslation();
  const settings = SettingsContext.useActorRef();
  const delays = useTooltipDelays();
  const label = layout === 'vertical' ? t('nav.collapse') : t('nav.expand');
  return (
    <TooltipAfterPaint content={label} relationship="label" positioning="after" {...delays}>
      <Button
        appearance="subtle"
        icon={layout === 'vertical' ? <PanelLeftContract20Regular /> : <PanelLeftExpand20Regular />}
        onClick={() => settings.send({ type: 'settings.setLayout', layout: layout === 'vertical' ? 'mini' : 'vertical' })}
      />
    </TooltipAfterPaint>
  );
}
