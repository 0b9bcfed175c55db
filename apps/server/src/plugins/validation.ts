import { storableText } from '@nodebao/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The contract's schemas validate every call; in front of each body, query and params schema goes the
 * one text rule (contract/text.ts: no NUL, control characters or lone surrogates), so a new call is
 * covered without saying so and a refusal is the usual 422 naming the field (issue 11 §1).
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'headers') return validatorCompiler(route);
  return validatorCompiler({ ...route, schema: storableText.pipe(route.schema) });
};
