import { getTableColumns, type Table } from "drizzle-orm";

/**
 * A table's row as PostgreSQL's `to_json`/`json_agg` writes it (column names, JSON values) made the
 * row drizzle would have read: camelCase keys, each value through its column's own decoder (a
 * timestamp becomes a Date, a numeric in number mode a number). For statements that bring rows of a
 * second table along as JSON, so that two reads cost one round trip.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
