// antd-mobile 5 renders Toast, Dialog and Modal with ReactDOM.render, which React 19 removed: give it
// createRoot, or those render nothing (DESIGN §3). Imported for its effect by what can show them first:
// the library root (every page but sign-in) and the toast of the request client.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
