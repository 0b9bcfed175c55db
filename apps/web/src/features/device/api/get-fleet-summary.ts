// GET /api/device/main — 设备总览（全部、在线、离线、未上架、异常，今日与昨日上行流量）：首页与管理概览共用
import { deviceMainCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const fleetSummary = queryCall<typeof deviceMainCall>({
  call: deviceMainCall,
  prefix: ['device', 'main'],
  // Counts and today's flow move all day: coming back to the page asks again (an answer of the
  // last 3 s, which the home's prefetch asked for as the navigation started, is not asked twice).
  staleTime: 3_000,
});

export const useFleetSummary = () => fleetSummary.use();
