/** The tab an external tool opens in: the launch is posted into it; it closes when the token fails. */
export interface ToolWindow {
  /** Posts `fields` to `url` in this tab, as a form would: nothing of them shows in any address. */
  post(url: string, fields: Readonly<Record<string, string>>): void
  close(): void
}

/** Opens a tool's tab; null when the browser blocked it. */
export type OpenToolWindow = () => ToolWindow | null

let opened = 0

/**
 * A blank named tab opened during the click, so the browser does not block it as a popup after the token's await;
 * its opener is cut before it goes anywhere. The launch reaches it as a hidden form posted into it by name, so the
 * token travels in a request body (never in a URL, the history or a Referer).
 */
export const openBlankTab: OpenToolWindow = () => {
  opened += 1
  const name = `gavel-tool-${opened}`
  const tab = window.open('', name)
  if (tab === null) return null
  tab.opener = null
  return {
    post: (url, fields) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = url
      form.target = name
      form.hidden = true
      for (const [field, value] of Object.entries(fields)) {
        const input = document.createElement('input')
        input.type = 'hidden'
        input.name = field
        input.value = value
        form.append(input)
      }
      document.body.append(form)
      form.submit()
      form.remove()
    },
    close: () => tab.close(),
  }
}
