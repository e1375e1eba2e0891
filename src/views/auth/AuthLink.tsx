import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface AuthLinkProps {
  to: string;
  /** Handed to the next page without showing in the address (an e-mail, say). */
  state?: unknown;
  /** Optional so the link can be a component of a translated sentence (`<Trans>`). */
  children?: ReactNode;
}

/** A Fluent link that moves within the app without reloading it, and still opens in a new tab on request. */
export function AuthLink({ to, state, children }: AuthLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Link href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}>
      {children}
    </Link>
  );
}
