import { ErrorPage } from '@/components/page/ErrorPage';

export default function NotFound() {
  return <ErrorPage status={404} messageKey="404-message" action="home" />;
}
