import type { ReactNode } from 'react'
import { MyAccountPage } from '../myAccount'
import { Body } from './postSale.styles'

/** A post-sale page of the my-account area: the area's frame (menu, title, mobile back button) around it. */
export const PostSalePage = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <MyAccountPage title={title}>
    <Body>{children}</Body>
  </MyAccountPage>
)
