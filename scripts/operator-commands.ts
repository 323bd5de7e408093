/**
 * The installation operator's commands (`npm run operator -- <команда>`): news, alerts and banners
 * for every park, and the help items. A park's staff never writes these; the operator does, on the
 * server's own database. Kept apart from the entry point so tests run them on a test database.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CountryCodeSchema } from '../schemas/auth';
import { BannerTypeSchema, type BannerType } from '../schemas/notices';
import { fill, t, type TextsAt } from '../texts/t';
import type { Db } from '../server/db/client';
import { sanitiseHtmlReport } from '../server/lib/sanitize';
import { AlertsRepository } from '../server/modules/alerts/alerts.repository';
import { BannersRepository } from '../server/modules/banners/banners.repository';
import { HintsFileSchema, hintTopics } from '../server/modules/hints/hints-file';
import { HintsRepository } from '../server/modules/hints/hints.repository';
import { NewsRepository } from '../server/modules/news/news.repository';
import { operatorTexts as texts } from './operator-texts';

export interface OperatorIo {
  out(line: string): void;
  err(line: string): void;
  /** A file's text (UTF-8); throws like fs.readFileSync. */
  readFile(path: string): string;
}

export interface OperatorContext {
  db: Db;
  now(): Date;
  io: OperatorIo;
}

/** A mistake of the operator's: said in Russian, exit code 1, nothing written. */
export class OperatorError extends Error {
  override readonly name = 'OperatorError';
}

const fail = (template: string, values: Record<string, string | number> = {}): never => {
  throw new OperatorError(fill(template, values));
};

// ---- Arguments ----

interface Parsed {
  positional: string[];
  options: Map<string, string>;
}

function parse(command: string, args: readonly string[], allowed: readonly string[]): Parsed {
  const parsed: Parsed = { positional: [], options: new Map() };
  for (let index = 0; index < args.length; index += 1) {
    const token = args[index] ?? '';
    if (!token.startsWith('--')) {
      parsed.positional.push(token);
      continue;
    }
    const equals = token.indexOf('=');
    const name = equals === -1 ? token.slice(2) : token.slice(2, equals);
    if (!allowed.includes(name)) fail(texts.unknownOption, { option: `--${name}`, command });
    let value: string | undefined;
    if (equals !== -1) {
      value = token.slice(equals + 1);
    } else {
      value = args[index + 1];
      if (value === undefined || value.startsWith('--')) fail(texts.missingValue, { option: `--${name}` });
      index += 1;
    }
    parsed.options.set(name, value ?? '');
  }
  return parsed;
}

function noPositional(parsed: Parsed): void {
  const [extra] = parsed.positional;
  if (extra !== undefined) fail(texts.extraArgument, { value: extra });
}

function text(parsed: Parsed, name: string, max: number): string | null {
  const value = parsed.options.get(name);
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed.length === 0) fail(texts.emptyValue, { option: `--${name}` });
  if (trimmed.length > max) fail(texts.tooLong, { option: `--${name}`, max });
  return trimmed;
}

function requiredText(parsed: Parsed, name: string, max: number): string {
  return text(parsed, name, max) ?? fail(texts.required, { option: `--${name}` });
}

function country(parsed: Parsed): number | null {
  const value = parsed.options.get('country');
  if (value === undefined) return null;
  const code = CountryCodeSchema.safeParse(Number(value.trim()));
  return code.success && value.trim() !== '' ? code.data : fail(texts.country, { value });
}

function date(parsed: Parsed, name: string): Date | null {
  const value = parsed.options.get(name);
  if (value === undefined) return null;
  const at = new Date(value.trim());
  // A bare number would parse as milliseconds or a year: only calendar dates are meant.
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    fail(texts.date, { value, option: `--${name}` });
  }
  return at;
}

function until(parsed: Parsed, now: Date): Date | null {
  const at = date(parsed, 'until');
  if (at !== null && at.getTime() <= now.getTime()) fail(texts.untilPast, { value: stamp(at) });
  return at;
}

function html(context: OperatorContext, parsed: Parsed): string {
  const inline = parsed.options.get('html');
  const file = parsed.options.get('html-file');
  if (inline !== undefined && file !== undefined) fail(texts.htmlChoice);
  let raw: string;
  if (inline !== undefined) {
    raw = inline;
  } else if (file !== undefined) {
    raw = readText(context, file, texts.htmlFile);
  } else {
    return fail(texts.htmlMissing);
  }
  const clean = sanitiseHtmlReport(raw);
  if (clean.html.length === 0) fail(texts.htmlEmpty);
  if (clean.removed) context.io.err(texts.htmlCleaned);
  return clean.html;
}

function readText(context: OperatorContext, file: string, template: string): string {
  try {
    return context.io.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? texts.fileMissing : code === 'EACCES' ? texts.fileDenied : String(error);
    return fail(template, { file, reason });
  }
}

function id(command: string, parsed: Parsed): number {
  const [value, extra] = parsed.positional;
  if (value === undefined) return fail(texts.idMissing, { command });
  if (extra !== undefined) fail(texts.extraArgument, { value: extra });
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : fail(texts.id, { value });
}

// ---- Output ----

/** '2026-11-21 09:00 UTC': the operator's server may sit in any zone; UTC is unambiguous. */
export const stamp = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const countryText = (code: number | null): string => {
  if (code === null) return texts.allCountries;
  const name = CountryCodeSchema.safeParse(code).success ? t(`countries.${code as keyof TextsAt<'countries'>}`) : String(code);
  return fill(texts.forCountry, { country: name });
};

const untilText = (at: Date | null): string => (at === null ? texts.untilOpen : fill(texts.untilAt, { at: stamp(at) }));

const stateOf = (from: Date, to: Date | null, now: Date, words: { active: string; ended: string; notStarted: string }) => {
  if (from.getTime() > now.getTime()) return words.notStarted;
  return to !== null && to.getTime() <= now.getTime() ? words.ended : words.active;
};

/** An alert's first words, without tags, for the list. */
const preview = (content: string): string => {
  const plain = content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain;
};

// ---- Commands ----

const TITLE_MAX = 200;
const SUMMARY_MAX = 500;
const AUTHOR_MAX = 100;

async function newsAdd(context: OperatorContext, args: readonly string[]): Promise<void> {
  const parsed = parse('news add', args, ['title', 'summary', 'html', 'html-file', 'country', 'publish-at', 'author']);
  noPositional(parsed);
  const title = requiredText(parsed, 'title', TITLE_MAX);
  const author = requiredText(parsed, 'author', AUTHOR_MAX);
  const summary = text(parsed, 'summary', SUMMARY_MAX) ?? '';
  const countryCode = country(parsed);
  const publishedAt = date(parsed, 'publish-at') ?? context.now();
  const contentHtml = html(context, parsed);
  const newsId = await new NewsRepository(context.db).add({ title, summary, contentHtml, countryCode, publishedAt, author });
  context.io.out(fill(texts.newsAdded, { id: newsId, title, at: stamp(publishedAt), country: countryText(countryCode) }));
}

async function newsList(context: OperatorContext, args: readonly string[]): Promise<void> {
  noPositional(parse('news list', args, []));
  const rows = await new NewsRepository(context.db).all();
  if (rows.length === 0) return context.io.out(texts.noNews);
  const now = context.now().getTime();
  for (const row of rows) {
    context.io.out(
      fill(texts.newsRow, {
        id: row.id,
        at: stamp(row.publishedAt),
        state: row.publishedAt.getTime() > now ? texts.scheduled : texts.published,
        country: countryText(row.countryCode),
        author: row.author,
        title: row.title,
      }),
    );
  }
}

async function alertAdd(context: OperatorContext, args: readonly string[]): Promise<void> {
  const parsed = parse('alert add', args, ['html', 'html-file', 'country', 'until', 'author']);
  noPositional(parsed);
  const author = requiredText(parsed, 'author', AUTHOR_MAX);
  const countryCode = country(parsed);
  const now = context.now();
  const activeUntil = until(parsed, now);
  const contentHtml = html(context, parsed);
  const alertId = await new AlertsRepository(context.db).add({ contentHtml, countryCode, activeFrom: now, activeUntil, author });
  context.io.out(
    fill(texts.alertAdded, { id: alertId, from: stamp(now), until: untilText(activeUntil), country: countryText(countryCode) }),
  );
}

async function alertList(context: OperatorContext, args: readonly string[]): Promise<void> {
  noPositional(parse('alert list', args, []));
  const rows = await new AlertsRepository(context.db).all();
  if (rows.length === 0) return context.io.out(texts.noAlerts);
  const now = context.now();
  for (const row of rows) {
    context.io.out(
      fill(texts.alertRow, {
        id: row.id,
        from: stamp(row.activeFrom),
        until: untilText(row.activeUntil),
        state: stateOf(row.activeFrom, row.activeUntil, now, texts.alertStates),
        country: countryText(row.countryCode),
        author: row.author,
        text: preview(row.contentHtml),
      }),
    );
  }
}

async function alertEnd(context: OperatorContext, args: readonly string[]): Promise<void> {
  const alertId = id('alert', parse('alert end', args, []));
  const alerts = new AlertsRepository(context.db);
  const alert = await alerts.find(alertId);
  if (!alert) return fail(texts.alertNotFound, { id: alertId });
  const now = context.now();
  if (alert.activeUntil !== null && alert.activeUntil.getTime() <= now.getTime()) {
    return fail(texts.alertAlreadyEnded, { id: alertId, at: stamp(alert.activeUntil) });
  }
  await alerts.end(alertId, now);
  context.io.out(fill(texts.alertEnded, { id: alertId, at: stamp(now) }));
}

function bannerType(parsed: Parsed): BannerType {
  const value = parsed.options.get('type');
  if (value === undefined) return fail(texts.required, { option: '--type' });
  const type = BannerTypeSchema.safeParse(value.trim());
  return type.success ? type.data : fail(texts.bannerType, { value });
}

async function bannerAdd(context: OperatorContext, args: readonly string[]): Promise<void> {
  const parsed = parse('banner add', args, ['type', 'title', 'country', 'until', 'author']);
  noPositional(parsed);
  const type = bannerType(parsed);
  const title = requiredText(parsed, 'title', TITLE_MAX);
  const author = requiredText(parsed, 'author', AUTHOR_MAX);
  const countryCode = country(parsed);
  const now = context.now();
  const activeUntil = until(parsed, now);
  const bannerId = await new BannersRepository(context.db).add({
    bannerType: type,
    title,
    countryCode,
    activeFrom: now,
    activeUntil,
    author,
  });
  context.io.out(
    fill(texts.bannerAdded, {
      id: bannerId,
      type,
      title,
      from: stamp(now),
      until: untilText(activeUntil),
      country: countryText(countryCode),
    }),
  );
}

async function bannerList(context: OperatorContext, args: readonly string[]): Promise<void> {
  noPositional(parse('banner list', args, []));
  const rows = await new BannersRepository(context.db).all();
  if (rows.length === 0) return context.io.out(texts.noBanners);
  const now = context.now();
  for (const { banner, responses, closes } of rows) {
    context.io.out(
      fill(texts.bannerRow, {
        id: banner.id,
        type: banner.bannerType,
        from: stamp(banner.activeFrom),
        until: untilText(banner.activeUntil),
        state: stateOf(banner.activeFrom, banner.activeUntil, now, texts.bannerStates),
        country: countryText(banner.countryCode),
        author: banner.author,
        title: banner.title,
        responses,
        closes,
      }),
    );
  }
}

async function bannerEnd(context: OperatorContext, args: readonly string[]): Promise<void> {
  const bannerId = id('banner', parse('banner end', args, []));
  const banners = new BannersRepository(context.db);
  const banner = await banners.find(bannerId);
  if (!banner) return fail(texts.bannerNotFound, { id: bannerId });
  const now = context.now();
  if (banner.activeUntil !== null && banner.activeUntil.getTime() <= now.getTime()) {
    return fail(texts.bannerAlreadyEnded, { id: bannerId, at: stamp(banner.activeUntil) });
  }
  await banners.end(bannerId, now);
  context.io.out(fill(texts.bannerEnded, { id: bannerId, at: stamp(now) }));
}

// ---- Help items ----

async function hintsImport(context: OperatorContext, args: readonly string[]): Promise<void> {
  const parsed = parse('hints import', args, ['file']);
  noPositional(parsed);
  const file = parsed.options.get('file') ?? fail(texts.required, { option: '--file' });
  const raw = readText(context, file, texts.hintsFile);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return fail(texts.hintsJson, { file, reason: error instanceof Error ? error.message : String(error) });
  }
  const content = HintsFileSchema.safeParse(json);
  if (!content.success) {
    const issues = content.error.issues.map((issue) => `${issue.path.join('.') || texts.wholeFile}: ${issue.message}`).join('; ');
    return fail(texts.hintsInvalid, { file, issues });
  }
  const counted = await new HintsRepository(context.db).replace(content.data.type_id, hintTopics(content.data));
  context.io.out(fill(texts.hintsImported, { type: content.data.type_id, ...counted }));
}

type Command = (context: OperatorContext, args: readonly string[]) => Promise<void>;

const COMMANDS: Record<string, Record<string, Command>> = {
  news: { add: newsAdd, list: newsList },
  alert: { add: alertAdd, list: alertList, end: alertEnd },
  banner: { add: bannerAdd, list: bannerList, end: bannerEnd },
  hints: { import: hintsImport },
};

/** No command, or a request for help: nothing to open a database for. */
export function wantsHelp(argv: readonly string[]): boolean {
  const [group] = argv;
  return group === undefined || group === 'help' || group === '--help' || group === '-h';
}

/** Runs one command; answers the process's exit code (0 done, 1 the operator's mistake). */
export async function runOperator(context: OperatorContext, argv: readonly string[]): Promise<number> {
  const [group = '', action, ...args] = argv;
  if (wantsHelp(argv)) {
    context.io.out(texts.help);
    return 0;
  }
  const command = action === undefined ? undefined : COMMANDS[group]?.[action];
  if (!command) {
    context.io.err(fill(texts.unknownCommand, { command: [group, action].filter(Boolean).join(' ') }));
    return 1;
  }
  try {
    await command(context, args);
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    context.io.err(error.message);
    return 1;
  }
}

/**
 * PGlite keeps postmaster.pid in its data directory while a process has it open, and nothing
 * stops a second process from opening it too: two writers would corrupt the database. The pid
 * file is how the operator tells the server is running.
 */
export function pgliteBusyMessage(dataDir: string): string | null {
  const pid = join(dataDir, 'postmaster.pid');
  return existsSync(pid) ? fill(texts.dataDirBusy, { dir: dataDir, pid }) : null;
}
