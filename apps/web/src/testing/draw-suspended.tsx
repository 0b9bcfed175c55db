import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** `Page` drawn into an element of its own under a Suspense that shows 加载中 while it loads. */
export function drawSuspended(Page: ComponentType) {
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(
    <Suspense fallback={<p>加载中</p>}>
      <Page />
    </Suspense>,
  );
  return { container, unmount: () => root.unmount() };
}
