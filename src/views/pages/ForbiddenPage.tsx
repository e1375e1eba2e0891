import { NoticePage } from './NoticePage';

/** A page the signed-in user's role does not cover, opened by its address: says so, with the way back. */
export default function ForbiddenPage() {
  return <NoticePage texts="forbidden" />;
}
