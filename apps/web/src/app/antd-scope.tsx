import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { DesktopFeedback } from '@/components/feedback/desktop-feedback';

const theme = { token: { colorPrimary: '#1677ff', borderRadius: 8 } };

/**
 * antd's zh-CN locale and theme, plus its `App` (context for message, modal and notification) and
 * the controller hooks' feedback through them.
 * Not in main.tsx on purpose: antd must stay out of the first page's chunk (DESIGN §3), so the desktop
 * layout wraps itself in it, and a page built with antd that may also show on a phone wraps itself too
 * (nesting is harmless).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <DesktopFeedback>{children}</DesktopFeedback>
      </App>
    </ConfigProvider>
  );
}
