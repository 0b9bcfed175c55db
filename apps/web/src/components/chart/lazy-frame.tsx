import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './chart.module.css';

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

type LazyFrameProps = {
  height: number;
  /** What a screen reader hears instead of the canvas. */
  ariaLabel: string;
  /** The lazy canvas (React.lazy): rendered, and so downloaded, only near the viewport. */
  children: ReactNode;
};

/**
 * The frame of a lazily loaded ECharts canvas (DESIGN §3: ECharts, ~150 KB gzip even trimmed, loads
 * only when a chart is about to be on screen), sized up front with a faint ruled placeholder so
 * nothing jumps when it arrives.
 */
export function LazyFrame({ height, ariaLabel, children }: LazyFrameProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div ref={ref} className={styles.frame} style={{ height }} role="img" aria-label={ariaLabel}>
      {near ? (
        <ChartBoundary fallback={placeholder}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </ChartBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
