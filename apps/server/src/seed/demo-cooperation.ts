import net from 'node:net';
import type { Deps } from '../deps.ts';
import { findMemberByMobile } from '../modules/accounts/accounts.service.ts';
import {
  apply,
  myApplications,
  review,
  saveServer,
  serverList,
} from '../modules/services/cooperation.service.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/**
 * The demo's big-bandwidth cooperation (issue 16): the member's accepted application on loopback
 * (DIALBACK_ALLOW_LOOPBACK is on with the demo) with three servers — two small local listeners this
 * process opens, which answer the dial-back, and one port nobody listens on — and the operator's
 * application waiting in the staff queue. The listeners get new ports each start; the servers follow.
 */
export async function startDemoListeners(count: number): Promise<{ ports: number[]; close: () => void }> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer((socket) => socket.end());
          server.listen(0, `127.0.0.${i + 1}`, () => resolve(server));
        }),
    ),
  );
  return {
    ports: servers.map((s) => (s.address() as net.AddressInfo).port),
    close: () => servers.forEach((s) => s.close()),
  };
}

const DEMO_RANGE = '127.0.0.0/24';
const server = (applyId: number, ip: string, port: number, remark: string) => ({
  apply_id: applyId,
  ip,
  port,
  bandwidth: 10_000,
  line: 'BGP' as const,
  disk: 8_000,
  remark,
});

export async function seedDemoCooperation(deps: Deps, ports: number[]): Promise<void> {
  const member = await findMemberByMobile(deps.db, DEMO_ACCOUNTS.member.mobile);
  const operator = await findMemberByMobile(deps.db, DEMO_ACCOUNTS.operator.mobile);
  const staff = await findMemberByMobile(deps.db, DEMO_ACCOUNTS.superman.mobile);
  if (!member || !operator || !staff || !deps.config.dialback.allowLoopback) return;
  const mine = (await myApplications(deps, member, { page: 1, pageSize: 100 })).data;
  let demo = mine.find((a) => a.ip_range === DEMO_RANGE);
  if (!demo) {
    demo = await apply(deps, member, {
      room_name: '杭州滨江演示机房',
      province_code: '330000',
      city_code: '330100',
      line: 'BGP',
      bandwidth_gbps: 40,
      ip_range: DEMO_RANGE,
      server_count: 5,
      contact_name: '陈工',
      contact_mobile: '13800000001',
      remark: '演示数据：服务器为本机的小型监听程序',
    });
    await review(deps, staff, { id: demo.id, accept: true });
    await apply(deps, operator, {
      room_name: '宁波北仑数据中心',
      province_code: '330000',
      city_code: '330200',
      line: '双线',
      bandwidth_gbps: 100,
      ip_range: '1.180.4.0/24',
      server_count: 20,
      contact_name: '林经理',
      contact_mobile: '13800000002',
      remark: '',
    });
  }
  // Each start: the listening servers on this start's ports (checked as they are saved), and the
  // third on a port of the first address nobody listens on.
  const listed = (await serverList(deps, staff, demo.id)).data;
  const wanted = [
    server(demo.id, '127.0.0.1', ports[0]!, '演示节点 A'),
    server(demo.id, '127.0.0.2', ports[1]!, '演示节点 B'),
    server(demo.id, '127.0.0.3', 9, '演示节点 C（未开放端口）'),
  ];
  for (const want of wanted) {
    const existing = listed.find((s) => s.ip === want.ip);
    await saveServer(deps, member, { ...want, ...(existing ? { id: existing.id } : {}) });
  }
}
