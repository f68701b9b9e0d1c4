const softHyphen = '\u00AD';

/** The selection's ranges as HTML, so a paste into a rich-text document keeps its formatting. */
function selectionHtml(selection: Selection, doc: Document): string {
  const box = doc.createElement('div');
  for (let index = 0; index < selection.rangeCount; index++)
    box.append(selection.getRangeAt(index).cloneContents());
  return box.innerHTML;
}

/**
 * spec 2: headings and card titles carry the host's soft hyphens (U+00AD) so long German
 * compounds break at a syllable. Chromium copies them with the text, so a copied heading pasted
 * into a search field or a mail would hold invisible characters ("Kommunikations\u00ADdesign"
 * matches nothing). While the listener is on, a copy that holds soft hyphens puts the text and
 * HTML without them on the clipboard; any other copy is left to the browser. Returns the undo.
 */
export function copyWithoutSoftHyphens(doc: Document = document): () => void {
  const onCopy = (event: ClipboardEvent) => {
    const selection = doc.getSelection();
    const text = selection?.toString() ?? '';
    if (!selection || !event.clipboardData || !text.includes(softHyphen)) return;
    event.clipboardData.setData('text/plain', text.replaceAll(softHyphen, ''));
    event.clipboardData.setData(
      'text/html',
      selectionHtml(selection, doc).replaceAll(softHyphen, ''),
    );
    event.preventDefault();
  };
  doc.addEventListener('copy', onCopy);
  return () => doc.removeEventListener('copy', onCopy);
}
