/** The accounts module's public surface: other modules import only from here. */
export { saveCustomerFromOrder } from './customers'
