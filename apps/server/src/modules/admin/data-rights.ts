import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db, Executor } from '../../db/client.ts';
import { writeCsv } from '../../lib/csv.ts';
import type { Log } from '../../lib/deps.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { JOBS_SCHEMA } from '../../plugins/jobs.ts';

/**
 * Student data rights (ADR 027): export everything stored about one student, and delete it. Both are
 * GENERIC: the tables are found in PostgreSQL's catalogue (every foreign key that leads to users.id,
 * and the tables that hang from those rows), so a table another module adds later is covered without
 * a change here.
 */

export interface DataRightsDeps {
  db: Db;
  storage: FileStorage;
  log: Log;
}

interface ForeignKey {
  /** The referencing table and column. */
  table: string;
  column: string;
  /** The referenced table and column. */
  refTable: string;
  refColumn: string;
}

const SCHEMAS = ['public'];
/** Secrets are never exported: password and token hashes, TOTP secrets. */
const SECRET_COLUMN = /(password|token|secret|hash)/i;
/** Text columns that hold storage keys (files in app.storage). */
const FILE_COLUMN = /(storage|file|path|key)/i;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every single-column foreign key in the app's schema. */
async function foreignKeys(db: Executor): Promise<ForeignKey[]> {
  const result = await db.execute<{
    table: string;
    column: string;
    ref_table: string;
    ref_column: string;
  }>(sql`
    select c.conrelid::regclass::text as table, a.attname as column,
           c.confrelid::regclass::text as ref_table, af.attname as ref_column
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1 and n.nspname = 'public'`);
  return result.rows.map((r) => ({
    table: r.table.replace(/^public\./, '').replace(/"/g, ''),
    column: r.column,
    refTable: r.ref_table.replace(/^public\./, '').replace(/"/g, ''),
    refColumn: r.ref_column,
  }));
}

type Row = Record<string, unknown>;

/**
 * The student's rows, table by table: rows whose foreign key points at the student's user row, then
 * (breadth first, a few levels) rows that point at those rows, e.g. the messages of their sessions and
 * the audit trail of their Safeguard cases.
 */
export async function collectRows(db: Executor, studentId: string): Promise<Map<string, Row[]>> {
  const fks = await foreignKeys(db);
  const found = new Map<string, Row[]>();
  const userRows = await db.execute<Row>(sql`select * from users where id = ${studentId}`);
  found.set('users', userRows.rows);
  let frontier = new Map<string, Row[]>([['users', userRows.rows]]);
  for (let depth = 0; depth < 4 && frontier.size > 0; depth++) {
    const next = new Map<string, Row[]>();
    for (const fk of fks) {
      const parents = frontier.get(fk.refTable);
      if (!parents?.length) continue;
      // Staff tables point at users too (a class's owner): from users, only follow into the student's rows.
      const keys = [...new Set(parents.map((p) => String(p[fk.refColumn])))];
      const rows = await db.execute<Row>(
        sql`select * from ${ident(fk.table)} where ${ident(fk.column)}::text in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
      if (rows.rows.length === 0) continue;
      const seen = found.get(fk.table) ?? [];
      const have = new Set(seen.map((r) => JSON.stringify(r)));
      const fresh = rows.rows.filter((r) => !have.has(JSON.stringify(r)));
      if (fresh.length === 0) continue;
      found.set(fk.table, [...seen, ...fresh]);
      next.set(fk.table, [...(next.get(fk.table) ?? []), ...fresh]);
    }
    frontier = next;
  }
  return found;
}

const scrub = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The ZIP: README.txt, then `<table>.json` and `<table>.csv` for every table with rows about the student. */
export async function buildExport(
  db: Executor,
  studentId: string,
  now: Date,
): Promise<{ zip: Uint8Array; rows: number; tables: string[] }> {
  const found = await collectRows(db, studentId);
  const files: Record<string, Uint8Array> = {};
  const tables = [...found.keys()].filter((t) => (found.get(t)?.length ?? 0) > 0).sort();
  let rows = 0;
  for (const table of tables) {
    const data = found.get(table)!.map(scrub);
    rows += data.length;
    files[`${table}.json`] = strToU8(JSON.stringify(data, null, 2));
    const columns = Object.keys(data[0] ?? {});
    files[`${table}.csv`] = strToU8(
      writeCsv(
        columns,
        data.map((r) => columns.map((c) => cell(r[c]))),
      ),
    );
  }
  files['README.txt'] = strToU8(
    [
      'Academy: everything stored about one student',
      `Student account id: ${studentId}`,
      `Exported: ${now.toISOString()}`,
      '',
      'Each table that holds rows about the student is here twice: <table>.json (exact values) and',
      '<table>.csv (for a spreadsheet; objects are written as JSON text). The tables were found from the',
      "database's own foreign keys to the student's account and to the student's rows (sessions and",
      'their messages, scores, test attempts, mastery, assignments, Safeguard cases and their audit trail,',
      'parent links, access logs). Password and token hashes and authenticator secrets are left out.',
      '',
      `Tables: ${tables.join(', ')}`,
      `Rows: ${rows}`,
    ].join('\n'),
  );
  return { zip: zipSync(files, { level: 6 }), rows, tables };
}

/** The text columns, uuid columns and jsonb columns of every table in the given schemas. */
async function scannableColumns(db: Executor, schemas: readonly string[] = SCHEMAS) {
  const result = await db.execute<{
    schema: string;
    table: string;
    column: string;
    type: string;
    nullable: boolean;
  }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column, c.data_type as type,
           c.is_nullable = 'YES' as nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema in (${sql.join(
      schemas.map((s) => sql`${s}`),
      sql`, `,
    )})
      and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json')`);
  return result.rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids (uuids) of the student's rows: what a job payload names them by (a case id, a session id). */
function rowIds(found: Map<string, Row[]>): string[] {
  const ids = new Set<string>();
  for (const rows of found.values()) {
    for (const row of rows) if (typeof row.id === 'string' && UUID.test(row.id)) ids.add(row.id);
  }
  return [...ids];
}

/** pg-boss's tables that hold job payloads (`data`) and results or errors (`output`). */
const JOB_TABLES = ['job', 'archive'] as const;

/**
 * pg-boss's jobs about the student, in every state, from its live table and its archive. Queues that carry
 * student data: `safeguard.notify` (`{caseId}` of a case about the student; its output lists who was
 * mailed), and any job whose payload or result names one of the student's rows or the student (a failed
 * job's error text can quote what it worked on). A job is matched when any string anywhere in its `data`
 * or `output` is the id of one of the student's rows, or when either contains their id, e-mail or name.
 * Returns how many jobs were removed.
 */
export async function deleteStudentJobs(db: Executor, needles: string[], ids: string[]): Promise<number> {
  const terms = needles.filter((n) => n.length >= 3);
  const idList = JSON.stringify(ids);
  let removed = 0;
  for (const table of JOB_TABLES) {
    const exists = await db.execute<{ t: string | null }>(
      sql`select to_regclass(${`${JOBS_SCHEMA}.${table}`})::text as t`,
    );
    if (!exists.rows[0]?.t) continue;
    const names = (column: string) => sql`exists (
      select 1 from jsonb_path_query(coalesce(${ident(column)}, 'null'::jsonb), 'strict $.**') v
      where jsonb_typeof(v) = 'string'
        and (v #>> '{}') in (select jsonb_array_elements_text(${idList}::jsonb)))`;
    const mentions = sql.join(
      terms.map(
        (term) =>
          sql`position(lower(${term}) in lower(coalesce(data::text, '') || ' ' || coalesce(output::text, ''))) > 0`,
      ),
      sql` or `,
    );
    const result = await db.execute(
      sql`delete from ${ident(JOBS_SCHEMA)}.${ident(table)}
          where ${names('data')} or ${names('output')}${terms.length ? sql` or ${mentions}` : sql``}`,
    );
    removed += result.rowCount ?? 0;
  }
  return removed;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the student's id, name or e-mail still appears (table.column and count), in the app's tables and in
 * pg-boss's (job payloads and results): the deletion's proof.
 */
export async function findTraces(
  db: Executor,
  needles: string[],
): Promise<{ where: string; count: number }[]> {
  const traces: { where: string; count: number }[] = [];
  const terms = needles.filter((n) => n.length >= 3);
  for (const col of await scannableColumns(db, [...SCHEMAS, JOBS_SCHEMA])) {
    const target = sql`${ident(col.schema)}.${ident(col.table)}`;
    const value = sql`${ident(col.column)}::text`;
    const conditions = sql.join(
      terms.map((t) => sql`position(lower(${t}) in lower(${value})) > 0`),
      sql` or `,
    );
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${target} where ${conditions}`,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) traces.push({ where: `${col.schema}.${col.table}.${col.column}`, count: n });
  }
  return traces;
}

/**
 * Deletes a student: their files, every row about them, then every remaining mention of their id, name
 * or e-mail anywhere (text replaced with "[deleted]", a uuid column set to null or its row removed).
 * Returns how many rows were removed and how many files.
 */
export async function deleteStudentData(
  deps: DataRightsDeps,
  student: { id: string; email: string; fullName: string | null },
): Promise<{ rows: number; files: number }> {
  const { db } = deps;
  const needles = [student.id, student.email, ...(student.fullName ? [student.fullName] : [])];
  const found = await collectRows(db, student.id);

  // Files named in the student's rows (an export ZIP, an upload), deleted from storage first.
  const keys = new Set<string>();
  for (const rows of found.values()) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (
          FILE_COLUMN.test(column) &&
          !SECRET_COLUMN.test(column) &&
          typeof value === 'string' &&
          value.includes('/')
        ) {
          keys.add(value);
        }
      }
    }
  }
  let files = 0;
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      files++;
    } catch (err) {
      deps.log.warn({ err, key }, 'a stored key could not be deleted (not a file key?)');
    }
  }

  let rows = 0;
  await db.transaction(async (tx) => {
    const fks = await foreignKeys(tx);
    // Rows that point at the student's account in any column (kept by ON DELETE SET NULL otherwise),
    // then the account itself (ON DELETE CASCADE takes what hangs from it).
    for (const fk of fks.filter((f) => f.refTable === 'users')) {
      const r = await tx.execute(
        sql`delete from ${ident(fk.table)} where ${ident(fk.column)} = ${student.id}`,
      );
      rows += r.rowCount ?? 0;
    }
    const r = await tx.execute(sql`delete from users where id = ${student.id}`);
    rows += r.rowCount ?? 0;

    // Background jobs about the student (pg-boss keeps payloads and results after the rows are gone).
    rows += await deleteStudentJobs(tx, needles, rowIds(found));

    // Whatever still mentions the student (a roster entry's e-mail, an audit detail, a job's payload).
    const terms = needles.filter((n) => n.length >= 3);
    for (const col of await scannableColumns(tx)) {
      const target = sql`${ident(col.schema)}.${ident(col.table)}`;
      const column = ident(col.column);
      if (col.type === 'uuid') {
        const statement = col.nullable
          ? sql`update ${target} set ${column} = null where ${column} = ${student.id}`
          : sql`delete from ${target} where ${column} = ${student.id}`;
        rows += (await tx.execute(statement)).rowCount ?? 0;
        continue;
      }
      let expression = sql`${column}::text`;
      for (const term of terms) {
        const json = JSON.stringify(term).slice(1, -1);
        expression = sql`regexp_replace(${expression}, ${escapeRegex(json)}, '[deleted]', 'gi')`;
      }
      const cast = col.type === 'jsonb' ? sql`::jsonb` : col.type === 'json' ? sql`::json` : sql``;
      const conditions = sql.join(
        terms.map((t) => sql`position(lower(${t}) in lower(${column}::text)) > 0`),
        sql` or `,
      );
      try {
        await tx.transaction(async (sp) => {
          rows +=
            (
              await sp.execute(
                sql`update ${target} set ${column} = (${expression})${cast} where ${conditions}`,
              )
            ).rowCount ?? 0;
        });
      } catch {
        // A unique or check constraint refuses the replacement: the row goes instead.
        rows += (await tx.execute(sql`delete from ${target} where ${conditions}`)).rowCount ?? 0;
      }
    }
  });
  return { rows, files };
}
