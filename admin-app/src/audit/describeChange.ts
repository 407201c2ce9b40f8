import type { AuditEvent } from '@leave/contract';

const shown = (value: unknown): string => {
  if (value === undefined || value === null) return '(none)';
  if (Array.isArray(value)) return value.length > 5 ? `${value.length} items` : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** An event's change in words, one line per field: "total_lectures: 40 → 80". */
export function describeChange({ before, after }: Pick<AuditEvent, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    if (!before || !(key in before)) return `${key}: ${shown(after?.[key])}`;
    return `${key}: ${shown(before[key])} → ${shown(after?.[key])}`;
  });
}
