import { Button, ErrorBlock, Toast } from 'antd-mobile';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '@/app/layouts/use-media-query';
import { cityText as t } from '@/locales/zh-CN/city';
import { fleetAreas } from '../api/get-fleet-areas';
import { CHINA_MAP, mapShape } from '../api/get-map';
import { useAreaList } from '@/features/suggest/api/get-area-list';
import { AreaList } from '../components/city/area-list';
import { FleetSummary, ZhishuSummary } from '../components/city/area-summary';
import { CityMap } from '../components/city/city-map';
import regions from '@/components/region-list.module.css';
import styles from '../components/city/city.module.css';
import { QueryState, type QueryLike } from '../components/section';
import { Toggle } from '../components/toggle';
import {
  AREA_MODES,
  areaModeOf,
  mergeAreas,
  provinceMapName,
  rankAreas,
  type AreaFigures,
  type AreaMode,
} from '../lib/areas';

const MODE_OPTIONS = AREA_MODES.map((value) => ({ value, label: t.modes[value] }));
const PROVINCE_CODE = /^\d{2}0000$/;

/** The map's height: as wide as a phone allows, taller beside the list on a desktop. */
const MAP_HEIGHT = { phone: 290, desktop: 500 } as const;

/**
 * /dashboard/city (全国设备统计): the caller's devices and income per province on a map of China,
 * coloured by devices, yesterday's income or the regional index; a tap opens the province's cities
 * (its own map where the map has city shapes, always the ranked list). `?by=` keeps the colouring,
 * `?province=` the province, so the back button and a shared link land on the same view.
 */
export default function CityPage() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode = areaModeOf(params.get('by'));
  const provinceParam = params.get('province');
  const province = provinceParam && PROVINCE_CODE.test(provinceParam) ? provinceParam : null;

  const nation = fleetAreas.use('all');
  const fleet = fleetAreas.use(province ?? 'all');
  const zhishu = useAreaList(province ? { level: 'city', province } : { level: 'province' });
  const nationZhishu = useAreaList({ level: 'province' }, province !== null);
  const china = mapShape.use(CHINA_MAP);
  const shortName = province && china.data ? provinceMapName(china.data, province) : null;
  const shape = mapShape.use(province ? shortName : CHINA_MAP);

  const provinceName =
    (province &&
      (nation.data?.data.find((r) => r.code === province)?.name ??
        nationZhishu.data?.data.find((r) => r.code === province)?.name ??
        shortName)) ||
    t.nation;
  // The index mode lists every indexed region even while (or if) the caller's own figures fail.
  const ready = mode === 'zhishu' ? zhishu.data !== undefined : fleet.data !== undefined;
  const rows = useMemo(
    () => (ready ? rankAreas(mergeAreas(fleet.data?.data ?? [], zhishu.data?.data, mode), mode) : []),
    [ready, fleet.data, zhishu.data, mode],
  );

  const canOpen = useCallback(
    (row: AreaFigures) =>
      province === null &&
      row.code !== null &&
      (mode === 'zhishu' || row.devices > 0 || row.month_income_fen > 0),
    [province, mode],
  );
  const open = useCallback(
    (row: AreaFigures) => {
      if (!row.code) return;
      setParams({ by: mode, province: row.code }, { state: { fromNation: true } });
    },
    [mode, setParams],
  );
  const nothingHere = useCallback(() => Toast.show({ content: t.notHere }), []);

  function setMode(next: AreaMode) {
    const query: Record<string, string> = { by: next };
    if (province) query.province = province;
    setParams(query, { replace: true, state: location.state as unknown });
  }

  function backToNation() {
    const fromNation = (location.state as { fromNation?: boolean } | null)?.fromNation;
    if (fromNation) void navigate(-1);
    else setParams({ by: mode }, { replace: true });
  }

  const level = province ? 'city' : 'province';
  const listTitle = province ? t.cityListTitle[mode](provinceName) : t.listTitle[mode];
  const listQuery: QueryLike<unknown> = mode === 'zhishu' ? zhishu : fleet;
  const emptyText = province ? t.empty.cities : t.empty[mode];

  const summary =
    mode === 'zhishu' ? (
      <QueryState query={zhishu} lines={2}>
        {(table) => (
          <ZhishuSummary
            table={table}
            place={province ? (nationZhishu.data?.data.find((r) => r.code === province) ?? null) : null}
          />
        )}
      </QueryState>
    ) : (
      <QueryState query={fleet} lines={2}>
        {(data) => <FleetSummary fleet={data} />}
      </QueryState>
    );

  let map;
  if (province && china.data && !shortName) map = null;
  else if (shape.error)
    map = (
      <div className={styles.mapState}>
        <ErrorBlock status="disconnected" title={t.mapFailed} description="">
          <Button size="small" color="primary" fill="outline" onClick={() => void shape.refetch()}>
            {t.retry}
          </Button>
        </ErrorBlock>
      </div>
    );
  else if (shape.data && ready)
    map = (
      <CityMap
        mapName={province ? `nb-province-${shortName ?? province}` : 'china'}
        geo={shape.data}
        level={level}
        rows={rows}
        mode={mode}
        place={provinceName}
        height={desktop ? MAP_HEIGHT.desktop : MAP_HEIGHT.phone}
        canOpen={canOpen}
        onOpen={open}
        onNothing={nothingHere}
      />
    );
  else
    map = (
      <div
        className={styles.mapLoading}
        style={{ height: desktop ? MAP_HEIGHT.desktop : MAP_HEIGHT.phone }}
        aria-busy="true"
      />
    );

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.place}>
          {province ? (
            <button type="button" className={styles.back} onClick={backToNation} aria-label={t.backLabel}>
              ‹ {t.backToNation}
            </button>
          ) : null}
          <h2 className={styles.placeName}>{province ? provinceName : t.nation}</h2>
        </div>
        <Toggle label={t.modes.label} options={MODE_OPTIONS} value={mode} onChange={setMode} />
      </div>

      <div className={styles.layout}>
        <section className={regions.card}>
          {summary}
          {map}
        </section>

        <section className={`${regions.card} ${styles.listCard}`} aria-label={listTitle}>
          <h3 className={styles.listTitle}>{listTitle}</h3>
          <QueryState query={listQuery} lines={6}>
            {() =>
              rows.length === 0 ? (
                <div className={styles.empty}>
                  <p>{emptyText}</p>
                  {mode !== 'zhishu' && !province ? (
                    <Button size="small" color="primary" onClick={() => void navigate('/device/add-device')}>
                      {t.empty.addDevice}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <AreaList rows={rows} mode={mode} onOpen={province ? undefined : open} canOpen={canOpen} />
              )
            }
          </QueryState>
        </section>
      </div>
    </main>
  );
}
