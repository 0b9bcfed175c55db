import { escapeHtml } from '@/components/chart/escape-html';
import { cityText as t } from '@/locales/zh-CN/city';
import type { AreaFigures, AreaMode } from './areas';

/** The lines a region's tooltip (and its screen-reader text) reads, in the mode's order. */
export function areaLines(row: AreaFigures, mode: AreaMode): string[] {
  const z = row.zhishu;
  if (mode === 'zhishu' && z) {
    return [
      t.tooltip.zhishu(z.zhishu),
      t.tooltip.perMbps(z.income_per_mbps_fen),
      t.tooltip.utilisation(z.utilisation),
      t.tooltip.fleetDevices(z.devices),
      t.tooltip.myDevices(row.devices),
      ...(z.low_sample ? [t.tooltip.lowSample] : []),
    ];
  }
  return [
    t.tooltip.devices(row.devices, row.online),
    t.tooltip.yesterday(row.yesterday_income_fen),
    t.tooltip.month(row.month_income_fen),
    ...(z ? [t.tooltip.zhishu(z.zhishu)] : []),
  ];
}

/** The tooltip of a region on the map as HTML: its name in bold, then its figures. */
export function areaTooltip(row: AreaFigures, mode: AreaMode, drillable: boolean): string {
  const lines = areaLines(row, mode);
  if (drillable) lines.push(t.tooltip.tapForCities);
  return [`<b>${escapeHtml(row.name)}</b>`, ...lines.map(escapeHtml)].join('<br/>');
}
