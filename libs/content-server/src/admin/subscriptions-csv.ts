/** A CSV cell: quoted, quotes doubled, and a formula-looking value defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export interface CsvSubscription {
  email: string;
  name: string;
  locale: string;
  newsletters: string;
  confirmed_at: Date | null;
  created_at: Date;
}

/** DESIGN.md 9: the newsletter subscriptions as CSV (RFC 4180, CRLF), one row per subscription. */
export function subscriptionsCsv(rows: CsvSubscription[]): string {
  const header = ['email', 'name', 'language', 'newsletters', 'confirmed_at', 'created_at']
    .map(cell)
    .join(',');
  const lines = rows.map((row) =>
    [
      row.email,
      row.name,
      row.locale,
      row.newsletters,
      row.confirmed_at?.toISOString() ?? '',
      row.created_at.toISOString(),
    ]
      .map(cell)
      .join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}
