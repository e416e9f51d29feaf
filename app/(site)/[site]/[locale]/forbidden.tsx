import { ErrorPage } from '@/components/page/ErrorPage';

export default function Forbidden() {
  return <ErrorPage status={403} messageKey="403-message" action="refresh" />;
}
