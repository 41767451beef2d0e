import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { z } from 'zod';

/** A part of a call the contract types: what it sends (params, query, body) and what it gets (response). */
export type Part = 'params' | 'query' | 'body' | 'response';

/** A schema an entry names, by where it is exported (`@shopwright/shared/admin`) and its name. */
export interface SchemaRef {
  module: string;
  name: string;
  /** `PageOut<typeof X>`: a page of X; `Out<typeof X>[]`: a list of X. */
  wrap: 'none' | 'page' | 'array';
}

/** What a contract entry says about one part. */
export type PartType =
  | { kind: 'schemas'; refs: SchemaRef[]; optional?: boolean } // one schema or several intersected (a query); `| undefined`: optional
  | { kind: 'none' } // `response: null`: no body (204 or 202)
  | { kind: 'hand-written'; text: string }; // a type written by hand: nothing to compare

export interface ContractEntry {
  key: string;
  parts: Partial<Record<Part, PartType>>;
}

const PARTS = new Set<string>(['params', 'query', 'body', 'response']);
// The contract's type helpers around `typeof XSchema` (contract/index.ts and contract/schema-types.ts).
const SCHEMA_WRAPPERS = new Set(['In', 'Out', 'Query', 'QueryOf', 'ParamsOf']);

/**
 * The entries of a contract table (`export const <table> = { 'METHOD path': endpoint<{ … }>(), … }`)
 * with the schemas each part names. The tables are types only (no schema code may reach the
 * browsers through them), so the schemas are read off the source: each `typeof X` inside the
 * contract's helpers, through the file's own type aliases, resolved by the file's imports.
 */
export function readContract(file: string, table: string): ContractEntry[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const aliases = new Map<string, ts.TypeNode>();
  const imports = new Map<string, string>();
  let tableLiteral: ts.ObjectLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) imports.set(element.name.text, sharedModule(statement.moduleSpecifier.text));
    }
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === table && declaration.initializer)
          if (ts.isObjectLiteralExpression(declaration.initializer)) tableLiteral = declaration.initializer;
  }
  if (!tableLiteral) throw new Error(`${file} has no table ${table}`);

  const text = (node: ts.Node) => node.getText(source).replace(/\s+/g, ' ');
  const alias = (node: ts.TypeNode) =>
    ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && !node.typeArguments ? aliases.get(node.typeName.text) : undefined;
  const unwrap = (node: ts.TypeNode): ts.TypeNode => (ts.isParenthesizedTypeNode(node) ? unwrap(node.type) : node);

  const schemaRef = (node: ts.TypeNode, wrap: SchemaRef['wrap']): SchemaRef | undefined => {
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName) || node.typeArguments?.length !== 1) return undefined;
    const helper = node.typeName.text;
    const argument = node.typeArguments[0]!;
    if (!ts.isTypeQueryNode(argument) || !ts.isIdentifier(argument.exprName)) return undefined;
    const name = argument.exprName.text;
    const module = imports.get(name);
    if (!module) throw new Error(`${file}: ${name} is not imported`);
    if (helper === 'PageOut') return { module, name, wrap: 'page' };
    return SCHEMA_WRAPPERS.has(helper) ? { module, name, wrap } : undefined;
  };

  const partType = (input: ts.TypeNode): PartType => {
    const node = unwrap(input);
    const aliased = alias(node);
    if (aliased) return partType(aliased);
    if (ts.isUnionTypeNode(node)) {
      // `In<typeof X> | undefined`: a body that may be left out.
      const defined = node.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
      const type = defined.length === 1 ? partType(defined[0]!) : undefined;
      if (type?.kind === 'schemas') return { ...type, optional: true };
    }
    if (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword) return { kind: 'none' };
    if (ts.isArrayTypeNode(node)) {
      const ref = schemaRef(unwrap(node.elementType), 'array');
      if (ref) return { kind: 'schemas', refs: [ref] };
    }
    if (ts.isIntersectionTypeNode(node)) {
      const parts = node.types.map(partType);
      if (parts.every((p) => p.kind === 'schemas')) return { kind: 'schemas', refs: parts.flatMap((p) => p.refs) };
    }
    const ref = schemaRef(node, 'none');
    return ref ? { kind: 'schemas', refs: [ref] } : { kind: 'hand-written', text: text(node) };
  };

  /** The members of `endpoint<…>`'s type: a type literal, an alias of one, or an intersection of those. */
  const members = (input: ts.TypeNode): ts.PropertySignature[] => {
    const node = unwrap(input);
    const aliased = alias(node);
    if (aliased) return members(aliased);
    if (ts.isIntersectionTypeNode(node)) return node.types.flatMap(members);
    if (ts.isTypeLiteralNode(node)) return node.members.filter(ts.isPropertySignature);
    throw new Error(`${file}: cannot read the entry type ${text(node)}`);
  };

  return tableLiteral.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) throw new Error(`${file}: ${text(property)}`);
    const call = property.initializer;
    if (!ts.isCallExpression(call) || call.typeArguments?.length !== 1) throw new Error(`${file}: ${text(call)} is not endpoint<…>()`);
    const parts: ContractEntry['parts'] = {};
    for (const member of members(call.typeArguments[0]!)) {
      const name = member.name.getText(source);
      if (!PARTS.has(name) || !member.type) throw new Error(`${file}: unknown part ${name} in ${property.name.text}`);
      parts[name as Part] = partType(member.type);
    }
    return { key: property.name.text, parts };
  });
}

/** `'../admin/index'` (inside packages/shared/src/contract) -> `'@shopwright/shared/admin'`, as the API imports it; other imports as written. */
function sharedModule(specifier: string): string {
  const m = /^\.\.\/([\w-]+)\/index$/.exec(specifier);
  return m ? `@shopwright/shared/${m[1]}` : specifier;
}

/** The zod schema a reference names, from the module the API imports it from too (so identity holds). */
export async function loadSchema(ref: SchemaRef): Promise<z.ZodType> {
  const module = (await import(ref.module)) as Record<string, unknown>;
  const schema = module[ref.name];
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) throw new Error(`${ref.module} exports no schema ${ref.name}`);
  return schema as z.ZodType;
}
