/** Exterior colors with the hex the placeholder image is painted with. */
export const COLORS: readonly { readonly name: string; readonly hex: string }[] = [
  { name: 'Oxford White', hex: '#f4f4f0' },
  { name: 'Agate Black', hex: '#1c1c1e' },
  { name: 'Iconic Silver', hex: '#b8bcc0' },
  { name: 'Magnetic Gray', hex: '#5f6367' },
  { name: 'Rapid Red', hex: '#a3161b' },
  { name: 'Atlas Blue', hex: '#1f4e8c' },
  { name: 'Army Green', hex: '#4b5a3a' },
  { name: 'Cactus Gray', hex: '#8c9486' },
  { name: 'Summit White', hex: '#fafafa' },
  { name: 'Midnight Black Metallic', hex: '#0f1012' },
  { name: 'Celestial Silver', hex: '#a7abb0' },
  { name: 'Ruby Flare Pearl', hex: '#7d1522' },
  { name: 'Blueprint', hex: '#2a4a86' },
  { name: 'Sonic Gray Pearl', hex: '#7c8087' },
  { name: 'Sandstone Beige', hex: '#c8b89a' },
  { name: 'Copper Orange', hex: '#b5562c' },
]
