import type { MyAccountMenuSection } from '@gavel/domain/areas/myAccount'
import { Item, Items, Section, SectionTitle } from './MyAccountMenu.styles'

/** The my-account menu's sections and links; the current page is marked (aria-current). */
export const MyAccountMenu = ({ sections }: { readonly sections: readonly MyAccountMenuSection[] }) => (
  <>
    {sections.map((section) => (
      <Section key={section.title} aria-label={section.title}>
        <SectionTitle>{section.title}</SectionTitle>
        <Items>
          {section.items.map((item) => (
            <li key={item.path}>
              <Item to={item.path}>{item.label}</Item>
            </li>
          ))}
        </Items>
      </Section>
    ))}
  </>
)
