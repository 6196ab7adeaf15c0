import type { TermsBlock } from '@gavel/domain'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const ITEMS = new Set(['li', 'dt', 'dd'])
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'blockquote', 'ul', 'ol', 'dl', 'table', 'tr', 'pre', 'hr'])
/** Elements whose content is never text for a reader. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title'])
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[name.toLowerCase()] ?? whole
  })

/** Gathers text into blocks: each block ends where a heading, item or block element starts or ends. */
const blockCollector = () => {
  const blocks: TermsBlock[] = []
  let kind: TermsBlock['kind'] = 'paragraph'
  let text = ''
  return {
    blocks,
    text: (more: string) => {
      text += more
    },
    flush: (next: TermsBlock['kind'] = 'paragraph') => {
      const clean = text.replace(/\s+/g, ' ').trim()
      if (clean !== '') blocks.push({ kind, text: clean })
      text = ''
      kind = next
    },
  }
}

const kindOf = (name: string): TermsBlock['kind'] | null =>
  HEADINGS.has(name) ? 'heading' : ITEMS.has(name) ? 'item' : BLOCKS.has(name) ? 'paragraph' : null

/** The browser's inert parser: a document made by DOMParser runs no script and loads nothing. */
const blocksFromDom = (html: string, parser: DOMParser): TermsBlock[] => {
  const out = blockCollector()
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) out.text(child.nodeValue ?? '')
      if (child.nodeType !== 1) continue
      const name = (child as Element).localName
      if (HIDDEN.has(name)) continue
      if (name === 'br') {
        out.text(' ')
        continue
      }
      const kind = kindOf(name)
      if (kind !== null) out.flush(kind)
      walk(child)
      if (kind !== null) out.flush()
    }
  }
  walk(parser.parseFromString(html, 'text/html').body)
  out.flush()
  return out.blocks
}

/**
 * The terms' content (HTML from the eula url) as plain-text blocks: headings, paragraphs and list items. Tags are
 * dropped and entities decoded, so whatever markup the server sends, the modal renders text only. Content without
 * any tag is split into paragraphs at blank lines. In the browser the inert DOMParser reads the markup; where
 * there is none (Node, tests) a tag scanner does, and the tests hold both to the same blocks.
 */
export const termsHtmlToBlocks = (
  html: string,
  parser: DOMParser | null = typeof DOMParser === 'function' ? new DOMParser() : null,
): TermsBlock[] => {
  const source = html.replace(/<!--[\s\S]*?-->/g, '')
  if (!/<[a-z/!]/i.test(source)) {
    return source
      .split(/\n\s*\n/)
      .map((p) => decodeEntities(p).replace(/\s+/g, ' ').trim())
      .filter((text) => text !== '')
      .map((text) => ({ kind: 'paragraph' as const, text }))
  }
  return parser === null ? scanBlocks(source) : blocksFromDom(source, parser)
}

/** The Node path: a scanner over the tags, for where no DOMParser exists. */
const scanBlocks = (source: string): TermsBlock[] => {
  const blocks: TermsBlock[] = []
  let kind: TermsBlock['kind'] = 'paragraph'
  let text = ''
  let hiddenUntil: string | null = null
  const flush = () => {
    const clean = decodeEntities(text).replace(/\s+/g, ' ').trim()
    if (clean !== '') blocks.push({ kind, text: clean })
    text = ''
    kind = 'paragraph'
  }
  const tag = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<[^>]*>/gi
  let last = 0
  for (let match = tag.exec(source); match !== null; match = tag.exec(source)) {
    if (hiddenUntil === null) text += source.slice(last, match.index)
    last = tag.lastIndex
    const name = (match[2] ?? '').toLowerCase()
    const closing = match[1] === '/'
    if (hiddenUntil !== null) {
      if (closing && name === hiddenUntil) hiddenUntil = null
      continue
    }
    if (HIDDEN.has(name) && !closing) hiddenUntil = name
    else if (name === 'br') text += ' '
    else if (HEADINGS.has(name) || ITEMS.has(name) || BLOCKS.has(name)) {
      flush()
      if (!closing && HEADINGS.has(name)) kind = 'heading'
      else if (!closing && ITEMS.has(name)) kind = 'item'
    }
  }
  if (hiddenUntil === null) text += source.slice(last)
  flush()
  return blocks
}
