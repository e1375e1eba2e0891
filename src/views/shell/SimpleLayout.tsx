import { makeStyles } from '@fluentui/react-components';
import { HeaderActions } from './HeaderActions';
import { HeaderBar } from './HeaderBar';
import { Logo } from '../common/Logo';
import { ShellMain } from './ShellMain';
import { SkipLink } from './SkipLink';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
});

/** The plain layout of /404 and the terms: the logo, FAQs and settings, and the page. */
export default function SimpleLayout() {
  return (
    <div className={useStyles().root}>
      <SkipLink />
      <HeaderBar start={<Logo />} end={<HeaderActions account={false} />} />
      <ShellMain />
    </div>
  );
}
