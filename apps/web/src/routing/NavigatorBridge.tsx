import { useEffect } from 'react'
import { type NavigateFunction, useNavigate } from 'react-router'

/** Hands the router's navigate to code outside React (the composition root's 401 → /logout hook). */
export const NavigatorBridge = ({ onNavigator }: { readonly onNavigator: (navigate: NavigateFunction) => void }) => {
  const navigate = useNavigate()
  useEffect(() => onNavigator(navigate), [navigate, onNavigator])
  return null
}
