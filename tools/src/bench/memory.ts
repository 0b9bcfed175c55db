import { Writable } from 'node:stream';

/**
 * What a bench of the Excel export measures (bench-export, bench-money): the bytes written, and how
 * high the process's memory went while it wrote them. Kept apart from the server's code, so the export
 * bench's bundle holds only the export.
 */

/** A stream that keeps nothing but how many bytes went through it. */
export function byteCounter(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

export type MemoryPeaks = { baseRss: number; peakRss: number; heapPeak: number; externalPeak: number };

/** Samples the process's memory every 10 ms from now (after a collection, where --expose-gc allows) until `stop`. */
export function sampleMemory(): { stop: () => MemoryPeaks } {
  global.gc?.();
  const baseRss = process.memoryUsage().rss;
  const peaks: MemoryPeaks = { baseRss, peakRss: baseRss, heapPeak: 0, externalPeak: 0 };
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peaks.peakRss = Math.max(peaks.peakRss, usage.rss);
    peaks.heapPeak = Math.max(peaks.heapPeak, usage.heapUsed);
    peaks.externalPeak = Math.max(peaks.externalPeak, usage.external);
  }, 10);
  return {
    stop() {
      clearInterval(sampler);
      return peaks;
    },
  };
}
