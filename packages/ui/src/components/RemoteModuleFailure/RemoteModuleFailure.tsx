import { type RemoteModule, remoteModuleFailedText } from '@gavel/domain'
import { type ComponentType, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Heading, Page, Text } from './RemoteModuleFailure.styles'

export interface RemoteModuleFailureProps {
  readonly module: RemoteModule
  /** Loads the module's screen again (the same import that failed). */
  readonly load: () => Promise<ComponentType>
  /** A retry failed too: noted like the first failure (shell §1). */
  readonly onFailure: (error: unknown) => void
}

/**
 * The page shown when a remote module's code did not load (shell §1, ADR 0028): it names the part of the app and
 * offers a Retry that imports the module again and, once it loads, shows its screen in place (no reload, never a
 * blank page). A retry that fails again is noted again and the page stays.
 */
export const RemoteModuleFailure = ({ module, load, onFailure }: RemoteModuleFailureProps) => {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)
  const [retrying, setRetrying] = useState(false)
  if (Loaded !== null) return <Loaded />
  const retry = async () => {
    setRetrying(true)
    try {
      const screen = await load()
      setLoaded(() => screen)
    } catch (error) {
      onFailure(error)
    } finally {
      setRetrying(false)
    }
  }
  return (
    <Page role="alert" aria-labelledby="remote-module-failure-title">
      <Heading id="remote-module-failure-title">{module.title} is unavailable</Heading>
      <Text>{remoteModuleFailedText(module)}</Text>
      <Button onClick={() => void retry()} loading={retrying}>
        Retry
      </Button>
    </Page>
  )
}
