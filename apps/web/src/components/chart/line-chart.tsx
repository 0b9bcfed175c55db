import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './chart.module.css';
import type { LineChartProps } from './types';

// ECharts (~150 KB gzip even trimmed) loads only when a chart is about to be on screen (DESIGN §3).
const LineChartCanvas = lazy(() => import('./line-chart-canvas'));

/** Start loading a little before the chart scrolls into view. */
const ROOT_MARGIN = '200px 0px';

/** True once the element has come near the viewport (at once where IntersectionObserver is missing). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** A chunk that cannot load leaves an empty frame instead of breaking the page around it. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A day's bandwidth curve (kbps in, Mbps on screen) with its 95 值 line and its peak, sized for a
 * phone (220 px high by default) and as wide as its container.
 */
export function LineChart(props: LineChartProps) {
  const { height = 220, ariaLabel } = props;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div ref={ref} className={styles.frame} style={{ height }} role="img" aria-label={ariaLabel}>
      {near ? (
        <ChartBoundary fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <LineChartCanvas {...props} />
          </Suspense>
        </ChartBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
