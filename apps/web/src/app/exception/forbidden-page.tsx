import { ExceptionPage } from './exception-page';

/** /exception/403 */
export default function ForbiddenPage() {
  return <ExceptionPage type="403" />;
}
