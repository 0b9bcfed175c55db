import { useRouteError } from 'react-router';
import { exception } from '@/locales/zh-CN/exception';
import { ExceptionPage } from './exception/exception-page';
import { PageLoading } from './page-loading';
import { isChunkLoadError, reloadOnce } from './pwa';

/**
 * A page that threw while rendering. A chunk that failed to load reloads the page once per session
 * (SPEC §4); any other error shows the 500 page with a reload button.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnce()) return <PageLoading fill />;
  return (
    <ExceptionPage
      type="500"
      extra={
        <button type="button" className="nb-button" onClick={() => window.location.reload()}>
          {exception.reload}
        </button>
      }
    />
  );
}
