import { css } from 'styled-components'

/**
 * For a strip on the page's background that scrolls sideways when it does not fit (a 375 px phone): a shadow shows on
 * each side that has more to scroll to. The page-coloured covers scroll with the content (`local`) and hide the fixed
 * shadows (`scroll`) only at the ends. Backgrounds only: no script, no extra elements.
 */
export const scrollShadows = css`
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.background} 40%, transparent) left / 32px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.background} 40%, transparent) right / 32px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(20 23 28 / 30%), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(20 23 28 / 30%), transparent) right / 12px 100% no-repeat scroll;
`
