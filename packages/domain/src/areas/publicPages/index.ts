export type { JwtEmbedInput, JwtEmbedPlan } from './jwtEmbedPlan'
export {
  handshakeToken,
  JWT_EMBED_PARENT_ORIGINS,
  JwtEmbedMessages,
  JwtEmbedTexts,
  jwtEmbedPlan,
} from './jwtEmbedPlan'
export type { VehicleHistoryCallback } from './vehicleHistoryCallback'
export { parseVehicleHistoryCallback, VehicleHistoryTexts } from './vehicleHistoryCallback'
