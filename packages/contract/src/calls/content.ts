import { call } from '../call.ts';
import {
  appVerReply,
  articleListQuery,
  articleListReply,
  articleViewQuery,
  articleViewReply,
  districtReply,
  downloadReply,
  mapQuery,
  mapReply,
  paramQuery,
  paramReply,
} from '../content.ts';

export const defaultParamCall = call({
  method: 'GET',
  path: '/api/default/param',
  auth: 'public',
  tags: ['公共数据'],
  summary: '公共参数 configInfo（可带 name 取关于/协议/隐私文本）',
  query: paramQuery,
  reply: paramReply,
});

export const defaultAppVerCall = call({
  method: 'GET',
  path: '/api/default/app-ver',
  auth: 'public',
  tags: ['公共数据'],
  summary: 'App 版本与更新日志',
  reply: appVerReply,
});

export const memberDownloadCall = call({
  method: 'GET',
  path: '/api/member/download',
  auth: 'public',
  tags: ['公共数据'],
  summary: '刷机教程与 ROM 下载（版本、大小、SHA-256）',
  reply: downloadReply,
});

export const defaultDistrictCall = call({
  method: 'GET',
  path: '/api/default/district',
  auth: 'public',
  tags: ['公共数据'],
  summary: '全国省市区行政区划',
  reply: districtReply,
});

export const defaultMapCall = call({
  method: 'GET',
  path: '/api/default/map',
  auth: 'public',
  tags: ['公共数据'],
  summary: '地图 GeoJSON（China 或省份简称）',
  query: mapQuery,
  reply: mapReply,
});

export const defaultArticleListCall = call({
  method: 'GET',
  path: '/api/default/article-list',
  auth: 'public',
  tags: ['公共数据'],
  summary: '帮助指南列表',
  query: articleListQuery,
  reply: articleListReply,
});

export const defaultArticleViewCall = call({
  method: 'GET',
  path: '/api/default/article-view',
  auth: 'public',
  tags: ['公共数据'],
  summary: '帮助指南详情',
  query: articleViewQuery,
  reply: articleViewReply,
});
