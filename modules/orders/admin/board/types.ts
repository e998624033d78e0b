/** The board's wire types: the server's contracts (contracts/orders.ts), types only. */
export type { BoardCard as BoardOrder, BoardItem, BoardMeta, BoardPart, BoardUnit } from '../../../../contracts'
