import { ExceptionPage } from './exception-page';

/** /exception/500 */
export default function ServerErrorPage() {
  return <ExceptionPage type="500" />;
}
