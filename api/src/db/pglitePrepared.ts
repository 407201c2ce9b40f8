/**
 * Statements kept prepared on the embedded database, as the API keeps them on a PostgreSQL
 * server (database.ts). PGlite's own `query` parses, describes and plans a statement on every
 * call, in six exchanges with the engine; a statement prepared once by its text is then bound
 * and run in one, which halves the engine's time for the API's reads.
 */
import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/** The API's statements are its own fixed texts; past this many, a text is run unprepared. */
const MAX_STATEMENTS = 1000;

/** PostgreSQL's codes for a prepared statement that is gone or must be prepared again. */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

interface Statement {
  name: string;
  /** The type of each parameter, as the engine resolved it. */
  parameterTypes: number[];
}

type Serializer = (value: unknown) => string;

const join = (...messages: Uint8Array[]) => new Uint8Array(Buffer.concat(messages));

export function preparedStatements(db: PGlite) {
  const statements = new Map<string, Promise<Statement>>();
  let next = 1;

  /** Runs `work` as `db.query` runs a statement: after any open transaction, alone on the engine. */
  const alone = <T>(work: () => Promise<T>) => db._runExclusiveTransaction(() => db.runExclusive(work));

  const prepare = async (sql: string): Promise<Statement> => {
    const name = `p${next++}`;
    const { messages } = await db.execProtocol(
      join(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    return { name, parameterTypes: description?.dataTypeIDs ?? [] };
  };

  const run = async ({ name, parameterTypes }: Statement, params: unknown[]) => {
    const serializers = db.serializers as Record<number, Serializer | undefined>;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[parameterTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      join(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    return parse.parseResults(messages, db.parsers)[0]?.rows ?? [];
  };

  const statementFor = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      statements.set(sql, statement);
      // A text that cannot be prepared (a syntax error, say) is not kept.
      statement.catch(() => statements.delete(sql));
    }
    return statement;
  };

  /** `sql` with `params`, outside any transaction; its rows as `db.query` gives them. */
  return async function query(sql: string, params: unknown[] = []): Promise<unknown[]> {
    if (!statements.has(sql) && statements.size >= MAX_STATEMENTS) return (await db.query(sql, params)).rows;
    return alone(async () => {
      try {
        return await run(await statementFor(sql), params);
      } catch (error) {
        if (!PREPARE_AGAIN.has(String((error as { code?: unknown }).code))) throw error;
        // The engine dropped the statement or its plan no longer fits (the schema changed).
        statements.delete(sql);
        return run(await statementFor(sql), params);
      }
    });
  };
}
