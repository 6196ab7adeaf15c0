import { type RefObject, useEffect, useRef } from 'react'

/**
 * For a strip that scrolls sideways on a phone (tabs, lanes): a ref for the strip, whose current item
 * (`aria-current="page"`) is scrolled into view whenever `current` changes, also when it is the last item, past the
 * screen's edge. Only the strip scrolls, never the page, so a restored page position stays where it was.
 */
export const useCurrentInView = <T extends HTMLElement>(current: string | undefined): RefObject<T | null> => {
  const strip = useRef<T>(null)
  useEffect(() => {
    const item = current === undefined ? null : strip.current?.querySelector('[aria-current="page"]')
    if (!strip.current || !item) return
    const bounds = strip.current.getBoundingClientRect()
    const box = item.getBoundingClientRect()
    if (box.left < bounds.left) strip.current.scrollLeft -= bounds.left - box.left
    else if (box.right > bounds.right) strip.current.scrollLeft += box.right - bounds.right
  }, [current])
  return strip
}
