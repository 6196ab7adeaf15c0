import { type TitleExport, type TitleListName, Titles } from '@gavel/domain/areas/titles'
import { useQuery } from '@tanstack/react-query'
import { useService } from '../../services/ServicesProvider'

export const titleKeys = { list: (name: TitleListName) => ['titles', name] as const }

/** One title list with every list's count (docs/adr/0027); titles move on the server's clock, so it refetches a minute on. */
export const useTitleList = (name: TitleListName) => {
  const titles = useService(Titles)
  return useQuery({ queryKey: titleKeys.list(name), queryFn: () => titles.list(name), refetchInterval: 60_000 })
}

export const useTitleExport = () => {
  const titles = useService(Titles)
  return (kind: TitleExport) => () => titles.exportCsv(kind)
}
