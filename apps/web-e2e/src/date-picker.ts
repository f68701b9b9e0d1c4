import type { Locator } from '@playwright/test';

/**
 * Types a Berlin wall time (`2026-09-17T20:00`) or a day (`2026-09-17`) into the editor's date
 * picker (React Aria) as an editor does: into its segments, day first (de-DE and en-GB), 24 h.
 */
export async function typeIntoDatePicker(picker: Locator, value: string): Promise<void> {
  const [date = '', time = ''] = value.split('T');
  const [year, month, day] = date.split('-');
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(`${day}${month}${year}${time.replace(':', '')}`);
}

/** What the picker shows for `value`: German `17.09.2026, 20:00`, English `17/09/2026, 20:00`. */
export function shownByDatePicker(value: string, lang: 'de' | 'en'): RegExp {
  const [date = '', time] = value.split('T');
  const [year, month, day] = date.split('-');
  const separator = lang === 'de' ? '\\.' : '/';
  // React Aria isolates the time for right-to-left scripts (U+2066 ... U+2069).
  const clock = time ? `, \\u2066?${time}` : '';
  return new RegExp(`${day}${separator}${month}${separator}${year}${clock}`);
}
