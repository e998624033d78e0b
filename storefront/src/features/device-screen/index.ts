/** Public API of the device screen feature (front desk / kitchen, docs/device-screens.md): the router loads it lazily. */
export { DeviceScreen } from './components/DeviceScreen'
