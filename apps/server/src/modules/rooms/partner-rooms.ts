import type { Pages, PartnerRoom } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import { areaNames } from './areas.ts';

type Row = {
  id: number;
  name: string;
  owner_id: number;
  owner_mobile: string;
  owner_nickname: string;
  province_code: string | null;
  city_code: string | null;
  district_code: string | null;
  address: string;
  isp: 'telecom' | 'unicom' | 'mobile' | null;
  bandwidth_mbps: number;
  cabinet_count: number;
  device_count: number;
  online_count: number;
  created_at: Date | string;
};

/**
 * `POST /api/admin/hezuo-list`: the machine rooms of the platform's partners (operators), for staff
 * (/superman/hezuo-list): where they are, whose they are, and how many boxes run there. Counts come
 * from the room and cabinet indexes of devices.
 */
export async function partnerRooms(
  deps: Deps,
  q: { page: number; pageSize: number; keyword?: string | undefined; province_code?: string | undefined },
): Promise<{ list: PartnerRoom[]; pages: Pages }> {
  const where: SQL[] = [sql`r.pid = 0`, sql`m.is_operator`];
  if (q.province_code) where.push(sql`r.province_code = ${q.province_code}`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(r.name like ${like} or r.address like ${like} or m.mobile like ${like} or m.nickname like ${like})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const [list, count] = await Promise.all([
    rows<Row>(
      deps.db,
      sql`select r.id, r.name, r.owner_id, m.mobile as owner_mobile, m.nickname as owner_nickname,
                 r.province_code, r.city_code, r.district_code, r.address, r.isp, r.bandwidth_mbps,
                 (select count(*)::int from rooms c where c.pid = r.id) as cabinet_count,
                 (select count(*)::int from devices d where d.room_id = r.id) as device_count,
                 (select count(*)::int from devices d where d.room_id = r.id and d.online) as online_count,
                 r.created_at
            from rooms r join members m on m.id = r.owner_id
           where ${condition}
           order by r.id desc
           limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    firstRow<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from rooms r join members m on m.id = r.owner_id where ${condition}`,
    ),
  ]);
  return {
    list: list.map((r) => {
      const names = areaNames({
        provinceCode: r.province_code,
        cityCode: r.city_code,
        districtCode: r.district_code,
      });
      return {
        id: r.id,
        name: r.name,
        owner_id: r.owner_id,
        owner_mobile: r.owner_mobile,
        owner_nickname: r.owner_nickname,
        region: [names.province_name, names.city_name, names.district_name].filter(Boolean).join(' '),
        address: r.address,
        isp: r.isp,
        bandwidth_mbps: r.bandwidth_mbps,
        cabinet_count: r.cabinet_count,
        device_count: r.device_count,
        online_count: r.online_count,
        created_at: isoTimestamp(r.created_at),
      };
    }),
    pages: pagesOf(q.page, q.pageSize, count?.n ?? 0),
  };
}
