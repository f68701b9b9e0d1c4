/** The section's element on the page (the host marks it, DESIGN.md 8). */
export function sectionOnPage(sectionId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-aula-model="ContainerModule"][data-aula-module-id="${sectionId}"]`,
  );
}

/** Whether the host's render of the section is at `version` or later (`data-aula-version`). */
export function pageShowsVersion(element: HTMLElement, version: number): boolean {
  return Number(element.dataset['aulaVersion']) >= version;
}
