import { ExceptionPage } from './exception-page';

/** /exception/404 and the catch-all route. */
export default function NotFoundPage() {
  return <ExceptionPage type="404" />;
}
