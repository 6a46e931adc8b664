import Papa from 'papaparse';

/**
 * CSV for the whole server, on one library: papaparse (ADR 037). Reading gives every record with the line
 * of the file it starts on, so that each problem a person has to fix names its line; writing quotes what
 * needs quoting.
 */

export interface CsvRecord {
  /** The line of the file the record starts on (1-based; a quoted field may span several lines). */
  line: number;
  fields: string[];
  /** papaparse's complaints about this record (an unterminated quote...), as sentences without a full stop. */
  errors: string[];
  /** The record's length in the file, in characters. */
  length: number;
}

/** A record with no content: an empty line, or only blank cells. */
export const isBlankRecord = (r: CsvRecord) => r.fields.every((f) => f.trim() === '');

/**
 * Reads comma-separated text record by record (a leading byte order mark is dropped; CRLF or LF; quoted
 * fields with commas, quotes and line breaks). Every record is passed on, empty lines too; `onRecord`
 * returning false stops the reading. Linear in the text's length: line numbers are counted once, from
 * papaparse's cursor.
 */
export function readCsv(text: string, onRecord: (record: CsvRecord) => boolean | void): void {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (; counted < offset && counted < source.length; counted++) {
      if (source.charCodeAt(counted) === 10) line++;
    }
    return line;
  };
  let start = 0;
  Papa.parse<string[]>(source, {
    header: false,
    delimiter: ',',
    skipEmptyLines: false,
    step: (result, parser) => {
      const recordStart = start;
      const recordLine = lineAt(recordStart);
      // The next record starts after this one's line break.
      start = result.meta.cursor;
      while (start < source.length && (source[start] === '\n' || source[start] === '\r')) {
        if (source[start] === '\n') {
          start++;
          break;
        }
        start++;
      }
      const keepGoing = onRecord({
        line: recordLine,
        fields: result.data,
        errors: result.errors.map((e) => e.message),
        length: result.meta.cursor - recordStart,
      });
      if (keepGoing === false) parser.abort();
    },
  });
}

/** One CSV text from a header and rows (CRLF by default, as spreadsheets expect). */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: { newline?: '\r\n' | '\n' } = {},
): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((r) => [...r]) },
    { newline: options.newline ?? '\r\n' },
  );
}
