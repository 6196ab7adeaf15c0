import { type DealerId, FlagSlugs, isLaunchGuaranteedSale, isLimited, messageOf } from '@gavel/domain'
import {
  INVENTORY_PAGE_SIZE,
  type InventoryLaunchLane,
  InventoryService,
  type InventoryStatus,
  InventoryStatusLabels,
  InventoryTexts,
  type InventoryVehicle,
} from '@gavel/domain/areas/inventory'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useCallback, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../primitives/Button'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { EmptyList } from '../myAccount/EmptyList'
import { MyAccountPage } from '../myAccount/MyAccountPage'
import {
  Rows,
  SelectField,
  SelectionBar,
  SkeletonRow,
  Toolbar,
} from '../selling/SavedAuctionsScreen/SavedAuctionsScreen.styles'
import { InventoryExportButton } from './InventoryExportButton'
import { InventoryLaunchPanel } from './InventoryLaunchPanel'
import { InventoryRow, selectable } from './InventoryRow'
import { InventoryTermsGate } from './InventoryTermsGate'
import { Pager, Tools } from './inventory.styles'
import { useInventoryPage, useInventoryTerms } from './inventoryQueries'
import { inventoryKeys } from './queryKeys'
import { VehiclesCsvUpload } from './VehiclesCsvUpload'

const LOADER_KEYS = Array.from({ length: 6 }, (_, i) => `loader-${i}`)
const STATUSES = Object.keys(InventoryStatusLabels) as InventoryStatus[]

type Notice = { readonly tone: 'status' | 'alert'; readonly text: string; readonly savedLink?: boolean }

const InventoryList = ({ limited }: { readonly limited: boolean }) => {
  const session = useSession()
  const port = useService(InventoryService)
  const queryClient = useQueryClient()
  const dealerships = session?.user.dealerships ?? []
  const [dealerId, setDealerId] = useState<DealerId | null>(session?.user.defaultDealerId ?? dealerships[0]?.id ?? null)
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<InventoryStatus | null>(null)
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<ReadonlyMap<number, InventoryVehicle>>(new Map())
  const [photosOf, setPhotosOf] = useState<number | null>(null)
  const [panel, setPanel] = useState<InventoryLaunchLane | 'csv' | null>(null)
  const [busy, setBusy] = useState<'send' | number | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const list = useInventoryPage(dealerId, page, query, status)
  const gsale =
    session !== null && session.flags[FlagSlugs.guaranteedSale] === true && isLaunchGuaranteedSale(session.user)
  const blocked = limited ? InventoryTexts.limited : null
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryKeys.lists })

  const toggle = useCallback(
    (id: number) =>
      setSelected((prev) => {
        const next = new Map(prev)
        const vehicle = list.data?.vehicles.find((v) => v.id === id)
        if (!next.delete(id) && vehicle) next.set(id, vehicle)
        return next
      }),
    [list.data],
  )
  const togglePhotos = useCallback((id: number) => setPhotosOf((open) => (open === id ? null : id)), [])
  const createSaved = async (v: InventoryVehicle) => {
    if (busy !== null) return
    setBusy(v.id)
    setNotice(null)
    try {
      const ref = await port.createSavedAuction(v.dealerId, v.id)
      setNotice({ tone: 'status', text: `Saved auction ${ref.savedAuctionId} made for ${v.vin}.`, savedLink: true })
      void refresh()
    } catch (cause) {
      setNotice({ tone: 'alert', text: messageOf(cause) })
    } finally {
      setBusy(null)
    }
  }
  const sendToAcv = async () => {
    if (busy !== null || dealerId === null) return
    setBusy('send')
    setNotice(null)
    try {
      const refs = await port.sendToAcv(dealerId, [...selected.keys()])
      setSelected(new Map())
      setNotice({ tone: 'status', text: `${refs.length} vehicles sent to ACV as saved auctions.`, savedLink: true })
      void refresh()
    } catch (cause) {
      setNotice({ tone: 'alert', text: messageOf(cause) })
    } finally {
      setBusy(null)
    }
  }
  const search = (event: FormEvent) => {
    event.preventDefault()
    setPage(0)
    setQuery(typed.trim())
  }
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / INVENTORY_PAGE_SIZE))
  const none = selected.size === 0 ? InventoryTexts.noneSelected : null

  return (
    <>
      <Toolbar>
        <form aria-label="Inventory search" onSubmit={search}>
          <TextField
            label="Search inventory"
            placeholder="VIN, stock number, year, make or model"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <SelectField>
          Status
          <select
            value={status ?? ''}
            onChange={(e) => {
              setPage(0)
              setStatus(e.target.value === '' ? null : (e.target.value as InventoryStatus))
            }}
          >
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {InventoryStatusLabels[s]}
              </option>
            ))}
          </select>
        </SelectField>
        {dealerships.length > 1 && (
          <SelectField>
            Dealership
            <select
              value={dealerId ?? ''}
              onChange={(e) => {
                setPage(0)
                setSelected(new Map())
                setDealerId(Number(e.target.value) as DealerId)
              }}
            >
              {dealerships.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </SelectField>
        )}
      </Toolbar>
      {dealerId !== null && (
        <Tools>
          <InventoryExportButton dealerId={dealerId} />
          <Button variant="secondary" disabledReason={blocked} onClick={() => setPanel('csv')}>
            {InventoryTexts.uploadCsv}
          </Button>
        </Tools>
      )}
      {notice !== null && (
        <p role={notice.tone}>
          {notice.text} {notice.savedLink && <Link to="/myacv/saved">Open saved auctions</Link>}
        </p>
      )}
      {panel === 'csv' && dealerId !== null ? (
        <VehiclesCsvUpload dealerId={dealerId} onClose={() => setPanel(null)} />
      ) : panel === 'live' || panel === 'guaranteed_sale' ? (
        <InventoryLaunchPanel
          vehicles={[...selected.values()]}
          lane={panel}
          onClose={(remaining) => {
            setPanel(null)
            setSelected((prev) => new Map([...prev].filter(([id]) => remaining.includes(id))))
          }}
        />
      ) : (
        (list.data?.vehicles.length ?? 0) > 0 && (
          <SelectionBar>
            <span>{selected.size === 0 ? `${total} vehicles` : `${selected.size} selected`}</span>
            <Button
              variant="secondary"
              loading={busy === 'send'}
              disabledReason={blocked ?? none}
              onClick={() => void sendToAcv()}
            >
              {`${InventoryTexts.sendToAcv} (${selected.size})`}
            </Button>
            <Button disabledReason={blocked ?? none} onClick={() => setPanel('live')}>
              {`${InventoryTexts.launch} (${selected.size})`}
            </Button>
            {gsale && (
              <Button disabledReason={blocked ?? none} onClick={() => setPanel('guaranteed_sale')}>
                {InventoryTexts.launchGsale}
              </Button>
            )}
          </SelectionBar>
        )
      )}
      {list.isPending ? (
        <Rows aria-label="Loading inventory" aria-busy="true">
          {LOADER_KEYS.map((key) => (
            <SkeletonRow key={key}>
              <Skeleton width="60%" height="18px" />
              <Skeleton width="40%" />
            </SkeletonRow>
          ))}
        </Rows>
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.vehicles.length === 0 && query === '' && status === null ? (
        <EmptyList list="inventory vehicles" />
      ) : list.data.vehicles.length === 0 ? (
        <EmptyState title="No vehicle matches">Nothing in your inventory matches. Try a VIN or a make.</EmptyState>
      ) : (
        <>
          <Rows aria-label="Inventory" aria-busy={list.isFetching}>
            {list.data.vehicles.map((v) => (
              <InventoryRow
                key={v.id}
                vehicle={v}
                selected={selected.has(v.id) && selectable(v)}
                photosOpen={photosOf === v.id}
                blocked={blocked}
                creating={busy === v.id}
                onToggle={toggle}
                onPhotos={togglePhotos}
                onCreateSaved={(vehicle) => void createSaved(vehicle)}
              />
            ))}
          </Rows>
          {pages > 1 && (
            <Pager aria-label="Inventory pages">
              <Button
                variant="secondary"
                disabledReason={page === 0 ? 'This is the first page.' : null}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <span>{`Page ${page + 1} of ${pages}`}</span>
              <Button
                variant="secondary"
                disabledReason={page + 1 >= pages ? 'This is the last page.' : null}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  )
}

/**
 * /myacv/myinventory (shell §2.4, marketplace §7 Inventory service; a remote module, shell §1): the inventory's own
 * terms gate, then the dealership's vehicles: search and status, photos per vehicle, saved auctions, send to ACV,
 * bulk and guaranteed-sale launches, export and the vehicles CSV upload.
 */
export const InventoryScreen = () => {
  const session = useSession()
  const limited = session ? isLimited(session.user) : true
  const terms = useInventoryTerms()
  return (
    <MyAccountPage title="My Inventory">
      {terms.isPending ? (
        <Rows aria-label="Loading inventory" aria-busy="true">
          {LOADER_KEYS.map((key) => (
            <SkeletonRow key={key}>
              <Skeleton width="60%" height="18px" />
              <Skeleton width="40%" />
            </SkeletonRow>
          ))}
        </Rows>
      ) : terms.isError ? (
        <ErrorState message={messageOf(terms.error)} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />
      ) : terms.data.acceptanceRequired ? (
        <InventoryTermsGate terms={terms.data} limited={limited} />
      ) : (
        <InventoryList limited={limited} />
      )}
    </MyAccountPage>
  )
}
