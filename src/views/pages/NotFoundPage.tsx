import { NoticePage } from './NoticePage';

export default function NotFoundPage() {
  return <NoticePage texts="notFound" />;
}
