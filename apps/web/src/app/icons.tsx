/**
 * The shell's icons as inline SVG (24×24, stroke in currentColor), shared by the phone tab bar and the
 * desktop menu, so neither layout needs an icon package.
 */
import type { SVGProps } from 'react';

const paths = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9'],
  dashboard: ['M4 13a8 8 0 0 1 16 0', 'M12 13l4-4', 'M3 17h18', 'M12 13h.01'],
  device: [
    'M3 13h18v7H3z',
    'M7 16.5h.01',
    'M11 16.5h.01',
    'M8 10a5 5 0 0 1 8 0',
    'M5.5 7.5a8.5 8.5 0 0 1 13 0',
  ],
  manage: [
    'M4 6h10',
    'M18 6h2',
    'M4 12h4',
    'M12 12h8',
    'M4 18h12',
    'M20 18h0',
    'M14 4v4',
    'M8 10v4',
    'M16 16v4',
  ],
  account: ['M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M3 7l12-3v3', 'M16 13.5h2'],
  activity: ['M5 21V4', 'M5 4h11l-2 4 2 4H5'],
  income: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9 7.5l3 4 3-4', 'M12 11.5V17', 'M9 12.5h6', 'M9 15h6'],
  lottery: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14 7v10'],
  server: ['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01'],
  superman: ['M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z', 'M9 12l2 2 4-4'],
  mine: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  logout: ['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10'],
} as const;

export type IconName = keyof typeof paths;

/** 24×24 strokes in currentColor, 1em square: the shell's icons, and any a page draws the same way. */
export function StrokeIcon({
  paths: strokes,
  ...props
}: { paths: readonly string[] } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {strokes.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return <StrokeIcon paths={paths[name]} {...props} />;
}
