// The one place the console takes antd-mobile's Popup and CenterPopup (lint: no-restricted-imports);
// another popup with a `visible` prop (a calendar, a date picker) is wrapped where it is drawn.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { CenterPopup as AntdCenterPopup, Popup as AntdPopup } from 'antd-mobile';
import {
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type JSXElementConstructor,
} from 'react';

/**
 * A sheet or box drawn only once it has been opened. antd-mobile's popups draw their mask, their
 * springs and their portal while closed, on every page that holds one: a closed sheet cost the
 * withdrawal page's first render ~16 ms at 4× CPU slowdown, and the device list holds two (issue 17
 * §3). The first opening draws it closed and opens it on the next render, so it slides in as before;
 * after that it stays drawn, so it can slide away.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component whose props have `visible`
export function openedOnce<C extends JSXElementConstructor<any>>(Popup: C) {
  const Drawn = Popup as ComponentType<ComponentProps<C>>;
  return function OpenedOnce(props: ComponentProps<C> & { visible?: boolean }) {
    const [stage, setStage] = useState<'never' | 'mounting' | 'mounted'>(
      props.visible ? 'mounting' : 'never',
    );
    if (props.visible && stage === 'never') setStage('mounting');
    useEffect(() => {
      if (stage === 'mounting') setStage('mounted');
    }, [stage]);
    if (stage === 'never') return null;
    return <Drawn {...props} visible={stage === 'mounted' && props.visible} />;
  };
}

/** antd-mobile's bottom sheet, drawn once first opened. */
export const Popup = openedOnce(AntdPopup);
/** antd-mobile's centred box, drawn once first opened. */
export const CenterPopup = openedOnce(AntdCenterPopup);
