import path from 'node:path';

/**
 * Feature boundaries of a front end (ADR 010): a file in `<root>/features/<a>/` imports no other
 * feature's files, and a shared layer (`<root>/components`, `lib`, `hooks`) imports no feature at all;
 * routes and the app shell may import any feature. A feature is the first folder under `features/`.
 * Only relative imports can reach a feature (no path aliases in the apps), so no resolver is needed.
 *
 * Options: `{ root, sharedLayers, allow }`, `root` relative to ESLint's cwd; `allow` lists known
 * violations as `[file, feature]` pairs (file relative to cwd) until they are fixed.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import shared code, never each other; shared layers import no feature.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          sharedLayers: { type: 'array', items: { type: 'string' } },
          allow: { type: 'array', items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "Feature '{{from}}' may not import feature '{{to}}': move what both need to a shared layer (components, lib, hooks, packages/shared).",
      sharedImportsFeature: "Shared layer '{{layer}}' may not import feature '{{to}}': shared code must not depend on a feature.",
      staleException: "This file no longer imports feature '{{to}}': remove ['{{file}}', '{{to}}'] from the rule's allow list.",
    },
  },
  create(context) {
    const { root, sharedLayers = ['components', 'lib', 'hooks'], allow = [] } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const featuresDir = path.join(rootDir, 'features');
    const file = path.resolve(context.cwd, context.filename);
    const relFile = path.relative(context.cwd, file).split(path.sep).join('/');

    /** The feature a path lies in, or null. */
    const featureOf = (p) => {
      const rel = path.relative(featuresDir, p);
      if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
      const first = rel.split(path.sep)[0];
      return first === rel ? null : first;
    };
    const layerOf = (p) => {
      const rel = path.relative(rootDir, p);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
      const first = rel.split(path.sep)[0];
      return sharedLayers.includes(first) ? first : null;
    };

    const fromFeature = featureOf(file);
    const fromLayer = fromFeature ? null : layerOf(file);
    if (!fromFeature && !fromLayer) return {};

    const allowedHere = new Set(allow.filter(([f]) => f === relFile).map(([, feature]) => feature));
    const usedExceptions = new Set();

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source.value));
      if (!to || to === fromFeature) return;
      if (allowedHere.has(to)) {
        usedExceptions.add(to);
        return;
      }
      if (fromFeature) context.report({ node: source, messageId: 'crossFeature', data: { from: fromFeature, to } });
      else context.report({ node: source, messageId: 'sharedImportsFeature', data: { layer: fromLayer, to } });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // The allow list only shrinks: an exception the file no longer needs is an error too.
      'Program:exit': (node) => {
        for (const to of allowedHere)
          if (!usedExceptions.has(to)) context.report({ node, messageId: 'staleException', data: { file: relFile, to } });
      },
    };
  },
};

export default { meta: { name: 'shopwright' }, rules: { 'feature-boundaries': rule } };
