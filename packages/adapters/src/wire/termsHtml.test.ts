// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { termsHtmlToBlocks as blocksOf } from './termsHtml'

/** Both paths, the browser's DOMParser and Node's scanner, must give the same blocks. */
const parsers = [
  ['the DOMParser', new DOMParser()],
  ['the Node scanner', null],
] as const

describe.each(parsers)('termsHtmlToBlocks with %s (marketplace §7: shown as text, never as markup)', (_, parser) => {
  const termsHtmlToBlocks = (html: string) => blocksOf(html, parser)

  it('keeps headings, paragraphs and list items as text', () => {
    const html =
      '<h1>Gavel Terms</h1>\n<h2>1. Bids</h2><p>A bid is <strong>binding</strong>.</p><ul><li>One</li><li>Two</li></ul>'
    expect(termsHtmlToBlocks(html)).toEqual([
      { kind: 'heading', text: 'Gavel Terms' },
      { kind: 'heading', text: '1. Bids' },
      { kind: 'paragraph', text: 'A bid is binding.' },
      { kind: 'item', text: 'One' },
      { kind: 'item', text: 'Two' },
    ])
  })

  it('drops scripts, styles, comments and attributes, and decodes entities to plain characters', () => {
    const html =
      '<style>p{}</style><script>alert(1)</script><!-- note --><p onclick="x()">Fees &amp; charges &lt;b&gt; &#36;5 &#x2014; ok&nbsp;</p><img src=x onerror=alert(1)>'
    expect(termsHtmlToBlocks(html)).toEqual([{ kind: 'paragraph', text: 'Fees & charges <b> $5 — ok' }])
  })

  it('splits plain text into paragraphs at blank lines', () => {
    expect(termsHtmlToBlocks('First line\ncontinues.\n\n  Second.  \n\n')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'paragraph', text: 'Second.' },
    ])
  })

  it('keeps text outside any block and after a line break', () => {
    expect(termsHtmlToBlocks('Intro<br>more<div>Inside</div>tail')).toEqual([
      { kind: 'paragraph', text: 'Intro more' },
      { kind: 'paragraph', text: 'Inside' },
      { kind: 'paragraph', text: 'tail' },
    ])
  })
})
