import ts from 'typescript';

/**
 * The house order of the list kits' props (issue #27; docs/contributing.md, "the list page"): the order the
 * kits declare them, so that two list pages read alike line by line.
 */
export const houseOrder: Readonly<Record<string, readonly string[]>> = {
  ListPage: [
    'title',
    'intro',
    'action',
    'actions',
    'files',
    'msg',
    'remove',
    'maw',
    'testId',
    'messageTestId',
  ],
  EntityTable: [
    'filters',
    'paging',
    'caption',
    'query',
    'rows',
    'getRowId',
    'columns',
    'rowProps',
    'rowActions',
    'initialSort',
    'empty',
    'regionLabel',
    'minWidth',
    'testId',
  ],
};

/**
 * Where a spread stands: `{...actions.page}` at `action`, `{...paged.table}` at `paging`, `{...actions.table}`
 * at `rowProps`; another spread (a test's `{...props}`) has no place and is not checked.
 */
function spreadAt(tag: string, spread: string): string | undefined {
  if (tag === 'ListPage') return /(^|\.)page$/.test(spread) ? 'action' : undefined;
  if (/^paged\w*\.table$/.test(spread)) return 'paging';
  return /(^|\.)table$/.test(spread) ? 'rowProps' : undefined;
}

/** The list kits' calls in a file that leave the house order, as `<line>: <Tag> <prop> after <prop>`. */
export function propsOutOfOrder(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const order = houseOrder[tag] ?? [];
      let before: { name: string; rank: number } | undefined;
      for (const prop of node.attributes.properties) {
        const name = ts.isJsxSpreadAttribute(prop)
          ? spreadAt(tag, prop.expression.getText(source))
          : prop.name.getText(source);
        const rank = name === undefined ? -1 : order.indexOf(name);
        if (name === undefined || rank < 0) continue;
        if (before && rank < before.rank) {
          const line = source.getLineAndCharacterOfPosition(prop.getStart(source)).line + 1;
          found.push(`${line}: <${tag}> ${name} after ${before.name}`);
        } else before = { name, rank };
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
