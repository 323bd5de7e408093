/**
 * Issue 22 §4: no OFFSET in any export, report or job. An OFFSET reads and throws away every row
 * before the page, so an export walking 100,000 rows by it pays for 5,000,000; exports, reports and
 * jobs page by key instead (server/lib/keyset.ts, server/db/keyset.ts).
 *
 * Every function of server/ is read with the TypeScript parser. A function that uses OFFSET (a
 * `.offset(` call of the query builder, or OFFSET in SQL text) must be one of the interactive list
 * pages below, each with its reason: the SPA asks them for `page` N (spec 7) and they answer one
 * page of 50, never a file. Export, report and job code, namely every function of server/jobs and
 * of the report definitions, and every function that writes an xlsx, reads by key or is named an
 * export, must neither use OFFSET nor call, directly or through the functions it calls, one of
 * those pages (calls are followed by name, so a same-named function counts too: the check errs on
 * the side of failing).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The interactive list pages that may use OFFSET: `file#function` and why. */
const LIST_PAGES: Readonly<Record<string, string>> = {
  'server/modules/drivers/drivers-list.repository.ts#DriversListRepository.idsFrom': 'GET /drivers/v2/list page N (spec 7); the export reads drivers-export.repository.ts by key',
  'server/modules/drivers/drivers-list.repository.ts#DriversListRepository.pageIds': 'OFFSET 0 is a planner fence for the search matches of the same list page, skipping nothing',
  'server/modules/drivers/drivers.repository.ts#DriversRepository.changes': "a driver's change history, page N of the card's tab",
  'server/modules/drivers/driver-form.repository.ts#DriverFormRepository.cars': "the driver form's car picker, page N",
  'server/modules/feereport/feereport.repository.ts#FeereportRepository.page': 'GET /drivers/feereport page N; the export reads exportPageAfter by key',
  'server/modules/transfers/transfers.repository.ts#TransfersRepository.page': 'GET /transfersp page N; the export and the report read pageAfter by key',
  'server/modules/transfers/trips.repository.ts#TripsRepository.driverCompleteTrips': "one driver's trips in the fee report's drawer, page N",
  'server/modules/ledger/ledger.repository.ts#LedgerRepository.driverEntries': "a driver's balance history, page N",
  'server/modules/ledger/ledger.repository.ts#LedgerRepository.parkCorrections': 'the park corrections list, page N; the export reads parkCorrectionsAfter by key',
  'server/modules/reports/reports.repository.ts#ReportsRepository.page': "GET /reports/list?offset&limit (spec 7): the 'Мои отчёты' panel, 5 a page",
  'server/modules/npd/npd.repository.ts#NpdRepository.receiptsPage': 'the receipts list, page N',
  'server/modules/goals/goals.repository.ts#GoalsRepository.page': 'the goals list, page N',
  'server/modules/goals/goals.repository.ts#GoalsRepository.participants': "a goal's participants, page N",
  'server/modules/access-requests/access-requests.repository.ts#AccessRequestsRepository.page': 'the access requests list, page N',
  'server/modules/feedback/feedback.repository.ts#FeedbackRepository.page': 'the feedback list, page N',
  'server/modules/aggregators/drivers-add.repository.ts#DriversAddRepository.page': 'the drivers-join requests list, page N',
  'server/modules/aggregators/antifraud.repository.ts#AntifraudRepository.page': 'the antifraud list, page N',
  'server/modules/charges/charges.repository.ts#ChargesRepository.page': "a driver's charges list, page N",
  'server/modules/reconciliation/reconciliation.repository.ts#ReconciliationRepository.statements': 'the bank statements list, page N',
  'server/modules/reconciliation/reconciliation.repository.ts#ReconciliationRepository.runs': 'the reconciliation runs list, page N',
  'server/modules/reconciliation/reconciliation.repository.ts#ReconciliationRepository.mismatches': "a run's mismatches list, page N; its export reads by key",
  'server/modules/driver-api/driver-api.repository.ts#DriverApiRepository.payoutPage': "the driver app's payouts, page N",
  'server/modules/news/news.repository.ts#NewsRepository.page': 'the news list, page N',
  'server/modules/payouts/payouts-read.repository.ts#PayoutsReadRepository.page': 'GET /payouts page N, capped; the export reads pageAfter by key',
  'server/modules/payouts/payouts-read.repository.ts#PayoutsReadRepository.transactions': 'GET /transactions page N; the export reads transactionsAfter by key',
  'server/lib/crud/crud.repository.ts#CrudRepository.page': "a generated resource's list, page N; its export reads pageAfter by key",
  'server/modules/applications/applications.repository.ts#ApplicationsRepository.page': 'the applications list, page N',
  'server/modules/groups/groups.repository.ts#GroupsRepository.drivers': "a group's drivers, page N",
};

/** Functions whose calls make the caller export, report or job code. */
const EXPORT_CALLS = new Set(['streamXlsx', 'keysetRows', 'readInPages', 'keysetPages', 'defineReport']);
/** Folders and files whose every function is report or job code. */
const EXPORT_PLACES = ['server/jobs/', 'server/modules/reports/definitions/', 'server/lib/keyset.ts', 'server/db/keyset.ts', 'server/lib/xlsx.ts'];

/** A call as the parser can place it: on `this`, on a field or local of a known class, or by name. */
type Call =
  | { on: 'this'; name: string }
  | { on: 'class'; className: string; name: string }
  | { on: 'name'; name: string }
  | { on: 'callback'; key: string };

export interface FunctionFacts {
  /**
   * `file#Class.member` or `file#function`: a class member or a top-level function; nested
   * functions fold into it, except callbacks handed to a call (a route's handler), which are
   * their own (`…>callback@line`) and which their owner is taken to call.
   */
  key: string;
  name: string;
  file: string;
  className: string | null;
  usesOffset: boolean;
  calls: Call[];
  /** The file's imports: local name -> specifier. */
  imports: ReadonlyMap<string, string>;
}

const OFFSET_SQL = /\boffset\b/i;

/** The class a `new C(...)` or a `: C` type names, else null. */
function classOf(node: ts.Node | undefined): string | null {
  if (node === undefined) return null;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) return node.expression.text;
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) return node.typeName.text;
  return null;
}

/** Each class member and top-level function of a file, with its OFFSET uses and its calls. */
export function functionFacts(file: string, text: string): FunctionFacts[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imports = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imports.set(element.name.text, statement.moduleSpecifier.text);
  }
  const facts: FunctionFacts[] = [];
  const fresh = (name: string, className: string | null): FunctionFacts => {
    const fact: FunctionFacts = { key: `${file}#${className ? `${className}.` : ''}${name}`, name, file, className, usesOffset: false, calls: [], imports };
    facts.push(fact);
    return fact;
  };
  // Fields of each class whose class is known: `private readonly x: C`, `x = new C()`, `this.x = new C()`.
  const fields = new Map<string, Map<string, string>>();
  const body = (node: ts.Node, owner: FunctionFacts, locals: Map<string, string>, classFields: Map<string, string>) => {
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isCallExpression(node.parent) && node.parent.arguments.includes(node as ts.Expression)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const callback = fresh(`${owner.name}>callback@${line}`, owner.className);
      owner.calls.push({ on: 'callback', key: callback.key });
      ts.forEachChild(node, (child) => body(child, callback, new Map(locals), classFields));
      return;
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      // `const x = new C()`, `const x: C`, or `const x = this.field` of a known class.
      const initializer = node.initializer;
      const aliased =
        initializer && ts.isPropertyAccessExpression(initializer) && initializer.expression.kind === ts.SyntaxKind.ThisKeyword
          ? classFields.get(initializer.name.text)
          : undefined;
      const known = classOf(initializer) ?? classOf(node.type) ?? aliased;
      if (known) locals.set(node.name.text, known);
    }
    if (ts.isBinaryExpression(node) && ts.isPropertyAccessExpression(node.left) && node.left.expression.kind === ts.SyntaxKind.ThisKeyword) {
      const known = classOf(node.right);
      if (known) classFields.set(node.left.name.text, known);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        const target = callee.expression;
        if (name === 'offset') owner.usesOffset = true;
        else if (target.kind === ts.SyntaxKind.ThisKeyword) owner.calls.push({ on: 'this', name });
        else if (ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword) {
          const className = classFields.get(target.name.text);
          if (className) owner.calls.push({ on: 'class', className, name });
        } else if (ts.isIdentifier(target) && locals.has(target.text)) owner.calls.push({ on: 'class', className: locals.get(target.text) ?? '', name });
        else {
          const className = classOf(target);
          if (className) owner.calls.push({ on: 'class', className, name });
        }
      } else if (ts.isIdentifier(callee)) owner.calls.push({ on: 'name', name: callee.text });
    }
    // SQL text: a tagged template (sql`… offset …`) or a plain string handed to the driver.
    if (ts.isTaggedTemplateExpression(node) && OFFSET_SQL.test(node.template.getText())) owner.usesOffset = true;
    if (ts.isStringLiteral(node) && /\bOFFSET\b/.test(node.text)) owner.usesOffset = true;
    ts.forEachChild(node, (child) => body(child, owner, locals, classFields));
  };
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement) && statement.name) {
      const className = statement.name.text;
      const classFields = fields.get(className) ?? new Map<string, string>();
      fields.set(className, classFields);
      for (const member of statement.members) {
        if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name)) {
          const known = classOf(member.type) ?? classOf(member.initializer);
          if (known) classFields.set(member.name.text, known);
        }
        if (ts.isConstructorDeclaration(member)) {
          for (const parameter of member.parameters) {
            const known = classOf(parameter.type);
            if (known && ts.isIdentifier(parameter.name)) classFields.set(parameter.name.text, known);
          }
        }
      }
      for (const member of statement.members) {
        const name = member.name && (ts.isIdentifier(member.name) || ts.isPrivateIdentifier(member.name)) ? member.name.text : 'constructor';
        body(member, fresh(name, className), new Map(), classFields);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      body(statement, fresh(statement.name.text, null), new Map(), new Map());
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const name = ts.isIdentifier(declaration.name) ? declaration.name.text : '(module)';
        body(declaration, fresh(name, null), new Map(), new Map());
      }
    } else {
      body(statement, fresh('(module)', null), new Map(), new Map());
    }
  }
  return facts;
}

function isExportCode(fact: FunctionFacts): boolean {
  if (EXPORT_PLACES.some((place) => fact.file.startsWith(place))) return true;
  if (/export/i.test(fact.name)) return true;
  return fact.calls.some((call) => call.on === 'name' && EXPORT_CALLS.has(call.name));
}

export interface Finding {
  exportCode: string[];
  offsetFunctions: string[];
  problems: string[];
}

/** The file a relative import of `from` names (without its extension), or null for a package. */
function importedFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The check over a set of functions: every OFFSET allowed, no export code reaching one. */
export function checkOffsets(facts: readonly FunctionFacts[], allowed: Readonly<Record<string, string>>): Finding {
  const problems: string[] = [];
  const offsetFunctions = facts.filter((fact) => fact.usesOffset).map((fact) => fact.key);
  for (const key of offsetFunctions) {
    if (!(key in allowed)) problems.push(`${key} uses OFFSET and is not an allowed list page`);
  }
  const byKey = new Map(facts.map((fact) => [fact.key, fact]));
  const byClass = new Map<string, FunctionFacts[]>();
  for (const fact of facts) if (fact.className) byClass.set(fact.className, [...(byClass.get(fact.className) ?? []), fact]);
  const topLevel = (file: string, name: string) => byKey.get(`${file}#${name}`) ?? byKey.get(`${file}.ts#${name}`) ?? byKey.get(`${file}/index.ts#${name}`);
  const callees = (fact: FunctionFacts): FunctionFacts[] =>
    fact.calls.flatMap((call): FunctionFacts[] => {
      if (call.on === 'callback') return [byKey.get(call.key)].filter((item) => item !== undefined);
      if (call.on === 'this') return fact.className ? [byKey.get(`${fact.file}#${fact.className}.${call.name}`)].filter((item) => item !== undefined) : [];
      if (call.on === 'class') return (byClass.get(call.className) ?? []).filter((member) => member.name === call.name);
      const local = topLevel(fact.file, call.name);
      if (local) return [local];
      const specifier = fact.imports.get(call.name);
      const file = specifier ? importedFile(fact.file, specifier) : null;
      const imported = file ? topLevel(file, call.name) : undefined;
      return imported ? [imported] : [];
    });
  const exportCode = facts.filter(isExportCode);
  for (const start of exportCode) {
    if (start.usesOffset) {
      problems.push(`${start.key} is export, report or job code and uses OFFSET`);
      continue;
    }
    // Follow the calls, breadth first, keeping the path.
    const seen = new Set<string>([start.key]);
    const queue: { fact: FunctionFacts; path: string[] }[] = callees(start).map((fact) => ({ fact, path: [start.key, fact.key] }));
    while (queue.length > 0) {
      const next = queue.shift();
      if (next === undefined || seen.has(next.fact.key)) continue;
      seen.add(next.fact.key);
      if (next.fact.usesOffset) {
        problems.push(`${next.path.join(' -> ')}: export, report or job code reaches a function that pages by OFFSET`);
        break;
      }
      for (const callee of callees(next.fact)) if (!seen.has(callee.key)) queue.push({ fact: callee, path: [...next.path, callee.key] });
    }
  }
  return { exportCode: exportCode.map((fact) => fact.key), offsetFunctions, problems };
}

function serverFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : serverFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('no OFFSET in exports, reports and jobs (issue 22 §4)', () => {
  const files = serverFiles(join(ROOT, 'server'));
  const facts = files.flatMap((path) => functionFacts(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8')));

  it('finds OFFSET only in the listed interactive list pages, and no export, report or job reaches one', () => {
    const finding = checkOffsets(facts, LIST_PAGES);
    console.info(
      [
        `no-offset: ${files.length} server files, ${facts.length} functions read;`,
        `${finding.exportCode.length} export, report or job functions followed through their calls;`,
        `OFFSET in ${finding.offsetFunctions.length} functions:`,
        ...finding.offsetFunctions.map((key) => `  ${key}: ${LIST_PAGES[key] ?? 'NOT ALLOWED'}`),
        ...finding.problems.map((problem) => `  problem: ${problem}`),
      ].join('\n'),
    );
    expect(finding.problems).toEqual([]);
    // Every line of the list names a page that still uses OFFSET: a stale line would hide a new one.
    expect(Object.keys(LIST_PAGES).filter((key) => !finding.offsetFunctions.includes(key))).toEqual([]);
    expect(finding.exportCode.length).toBeGreaterThan(20);
  });

  it('fails on an export that pages by OFFSET, in itself or through the list page it calls', () => {
    const exportByOffset = functionFacts(
      'server/modules/x/x.service.ts',
      `class X {
        constructor(private readonly repository: XRepository) {}
        async *exportRows() { for (let n = 0; ; n += 1000) yield* await this.repository.page(1000, n); }
        file() { return streamXlsx('X', [], this.exportRows()); }
      }
      class XRepository { page(limit, offset) { return db.select().from(t).limit(limit).offset(offset); } }
      class Y { async *rowsForExport() { return db.execute(sql\`select * from t limit 10 offset \${n}\`); } }`,
    );
    const allowed = { 'server/modules/x/x.service.ts#XRepository.page': 'the x list, page N' };
    const { problems } = checkOffsets(exportByOffset, allowed);
    expect(problems).toEqual([
      'server/modules/x/x.service.ts#Y.rowsForExport uses OFFSET and is not an allowed list page',
      'server/modules/x/x.service.ts#X.exportRows -> server/modules/x/x.service.ts#XRepository.page: export, report or job code reaches a function that pages by OFFSET',
      'server/modules/x/x.service.ts#X.file -> server/modules/x/x.service.ts#X.exportRows -> server/modules/x/x.service.ts#XRepository.page: export, report or job code reaches a function that pages by OFFSET',
      'server/modules/x/x.service.ts#Y.rowsForExport is export, report or job code and uses OFFSET',
    ]);
  });
});
