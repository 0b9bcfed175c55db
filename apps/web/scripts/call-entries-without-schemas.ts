import ts from 'typescript';
import type { Plugin } from 'vite';

/** The properties of a contract call the web does not read: its schemas and its OpenAPI text. */
const SERVER_KEYS = new Set(['query', 'params', 'body', 'reply', 'errors', 'tags', 'summary', 'description']);
const CALL_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/]calls[\\/](?!index\.ts)[\w-]+\.ts$/;

/**
 * The web sends a contract call by its entry (method and path) and reads its types off the entry's
 * schemas at compile time only; at run time it never validates with them. This plugin hands the web
 * each `calls/*.ts` module with its schemas, its OpenAPI text and their imports left out, so that no
 * zod reaches the sign-in pages through their calls (decision 0032's budget).
 */
export function callEntriesWithoutSchemas(): Plugin {
  return {
    name: 'nodebao-call-entries-without-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!CALL_FILE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const cuts: [number, number, string][] = [];
      for (const statement of source.statements) {
        const from = ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier);
        if (from && statement.moduleSpecifier.text !== '../call.ts')
          cuts.push([statement.getFullStart(), statement.end, '']);
      }
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAssignment(node) && SERVER_KEYS.has(node.name.getText(source))) {
          cuts.push([node.initializer.getStart(source), node.initializer.end, 'undefined']);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      let out = code;
      for (const [start, end, text] of cuts.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
