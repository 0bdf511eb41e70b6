/**
 * How the source-tree tests (client/imports.test.ts, client/layers.test.ts) read an import:
 * whether a statement loads its module when the code runs, or only names its types (which
 * vanish from the built code).
 */
import ts from 'typescript';

/** Whether an import or export statement loads its module at run time (not `import type`, not only `type` names). */
export function loads(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true;
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    return !bindings || ts.isNamespaceImport(bindings) || bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  return !clause || !ts.isNamedExports(clause) || clause.elements.some((e) => !e.isTypeOnly);
}
