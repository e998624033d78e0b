/** The devices module's public surface: other modules import only from here. */
export { isDeviceKeyValid } from './order-lists'
export { isBranchOrderingPaused, withOrderingPause } from './presence'
export { signageContentChanged } from './signage/events'
export { mulishFile } from './fonts/glyphs'
