import {
  emptyReply,
  memberTagIdBody,
  memberTagIndexQuery,
  memberTagIndexReply,
  memberTagMoveBody,
  memberTagMoveReply,
  memberTagSaveBody,
  memberTagSaveReply,
  tagIdBody,
  tagIndexQuery,
  tagIndexReply,
  tagSaveBody,
  tagSaveReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as tags from './tags.service.ts';

const deviceTag = ['设备标签'];
const memberTag = ['会员标签'];
const member = { auth: 'member' as const };
const operator = { auth: 'operator' as const };

/** Device tags (every member) and member tags (operators over their sub-members). */
export const tagsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/tag/index',
    {
      config: member,
      schema: {
        tags: deviceTag,
        summary: '设备标签列表（含设备数）',
        querystring: tagIndexQuery,
        response: { 200: tagIndexReply },
      },
    },
    async (req) => {
      const { data, pages } = await tags.listTags(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );

  app.post(
    '/api/tag/save',
    {
      config: member,
      schema: {
        tags: deviceTag,
        summary: '新建（无 id）或重命名设备标签',
        body: tagSaveBody,
        response: { 200: tagSaveReply },
      },
    },
    async (req) => ok(await tags.saveTag(deps, currentMember(req), req.body), '已保存'),
  );

  app.post(
    '/api/tag/delete',
    {
      config: member,
      schema: {
        tags: deviceTag,
        summary: '删除设备标签（设备解除该标签）',
        body: tagIdBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await tags.deleteTag(deps, currentMember(req), req.body.id);
      return ok(null, '已删除');
    },
  );

  app.get(
    '/api/member-tag/index',
    {
      config: operator,
      schema: {
        tags: memberTag,
        summary: '会员标签列表（含会员数）',
        querystring: memberTagIndexQuery,
        response: { 200: memberTagIndexReply },
      },
    },
    async (req) => {
      const { data, pages } = await tags.listMemberTags(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );

  app.post(
    '/api/member-tag/save',
    {
      config: operator,
      schema: {
        tags: memberTag,
        summary: '新建（无 id）或重命名会员标签',
        body: memberTagSaveBody,
        response: { 200: memberTagSaveReply },
      },
    },
    async (req) => ok(await tags.saveMemberTag(deps, currentMember(req), req.body), '已保存'),
  );

  app.post(
    '/api/member-tag/delete',
    {
      config: operator,
      schema: {
        tags: memberTag,
        summary: '删除会员标签（会员解除该标签）',
        body: memberTagIdBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await tags.deleteMemberTag(deps, currentMember(req), req.body.id);
      return ok(null, '已删除');
    },
  );

  app.post(
    '/api/member-tag/move',
    {
      config: operator,
      bodyLimit: BODY_LIMITS.bulk,
      schema: {
        tags: memberTag,
        summary: '把会员归入标签（id=0 为移出标签），全部成功或全部不变',
        body: memberTagMoveBody,
        response: { 200: memberTagMoveReply },
      },
    },
    async (req) => ok(await tags.moveMembersToTag(deps, currentMember(req), req.body), '已移动'),
  );
};
