/**
 * The section's element on the page (the host marks it, DESIGN.md 8), looked up at once: a save's
 * answer is shown in its place in the same frame, which the page's shared scan
 * (`useSectionElement`, answered a frame later) cannot do.
 */
export function sectionOnPage(sectionId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-aula-model="ContainerModule"][data-aula-module-id="${sectionId}"]`,
  );
}

/** Whether the host's render of the section is at `version` or later (`data-aula-version`). */
export function pageShowsVersion(element: HTMLElement, version: number): boolean {
  return Number(element.dataset['aulaVersion']) >= version;
}
