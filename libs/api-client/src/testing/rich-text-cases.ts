/**
 * The rich-text policy by example: [what arrives, what is kept]. Every call site of the
 * sanitizer (the content server on save, the blocks at render) runs these same cases.
 */
export const richTextCases: readonly (readonly [name: string, html: string, kept: string])[] = [
  [
    'keeps what the editor produces',
    '<p>Ein <strong>fetter</strong>, <b>b</b>, <em>kursiver</em>, <i>i</i> Text<br />neu</p><ul><li>eins</li></ul><ol><li>zwei</li></ol>',
    '<p>Ein <strong>fetter</strong>, <b>b</b>, <em>kursiver</em>, <i>i</i> Text<br />neu</p><ul><li>eins</li></ul><ol><li>zwei</li></ol>',
  ],
  [
    'keeps http, https, mailto, tel and site links',
    '<a href="https://example.org/">a</a><a href="http://example.org/">b</a><a href="mailto:a@example.org">c</a><a href="tel:+49301234">d</a><a href="/de/studium">e</a>',
    '<a href="https://example.org/">a</a><a href="http://example.org/">b</a><a href="mailto:a@example.org">c</a><a href="tel:+49301234">d</a><a href="/de/studium">e</a>',
  ],
  [
    'turns other links into their text',
    '<p><a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,hi">c</a><a href="//evil.example">d</a><a>e</a></p>',
    '<p>abcde</p>',
  ],
  [
    'opens a new window only with rel noopener noreferrer',
    '<a href="https://x.org" target="_blank">x</a><a href="https://x.org" target="_blank" rel="opener">y</a>',
    '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a><a href="https://x.org" target="_blank" rel="noopener noreferrer">y</a>',
  ],
  [
    'drops other targets and rels',
    '<a href="https://x.org" target="_top" rel="opener">x</a>',
    '<a href="https://x.org">x</a>',
  ],
  [
    'removes scripts, event handlers and styles',
    '<p onclick="alert(1)" style="color:red">a<script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style></p><iframe src="https://x.org"></iframe>',
    '<p>a</p>',
  ],
  [
    'unwraps tags the editor cannot produce',
    '<h1>Titel</h1><div>b</div><span class="evil" style="position:fixed">c</span>',
    'Titelbc',
  ],
  [
    'turns alignment into a class and drops other classes',
    '<p style="text-align:center;">a</p><p class="text-align-right evil">b</p><p class="evil">c</p><p style="text-align:justify">d</p>',
    '<p class="text-align-center">a</p><p class="text-align-right">b</p><p>c</p><p>d</p>',
  ],
];
