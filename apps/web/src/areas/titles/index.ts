import { titlesArea } from '@gavel/adapters/areas/titles'
import {
  DigitalClerkScreen,
  MyTitlesScreen,
  TitleHubScreen,
  TitlesClosedScreen,
  TitlesOpenScreen,
  TitlesPreSaleScreen,
} from '@gavel/ui/areas/titles'
import type { AreaEntry } from '../AreaEntry'

/** Titles (shell §2.2 /titles, §2.4 /myacv/titles, title hub, digital clerk; docs/adr/0027). */
export const entry: AreaEntry = {
  area: titlesArea,
  screens: {
    titlesOpen: TitlesOpenScreen,
    titlesClosed: TitlesClosedScreen,
    titlesPreSale: TitlesPreSaleScreen,
    myacvTitles: MyTitlesScreen,
    myacvTitleHub: TitleHubScreen,
    myacvDigitalClerk: DigitalClerkScreen,
  },
}
