import { createContext, useContext } from 'react'

/** The product name for page titles and the environment for the banner, from /config.json (ADR 0029). */
export interface Brand {
  readonly brand: string
  readonly environment: string
}

export const BrandContext = createContext<Brand>({ brand: 'Gavel', environment: 'production' })
export const useBrand = (): Brand => useContext(BrandContext)
