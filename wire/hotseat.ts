/**
 * Several seats on one device (docs/PROTOCOL.md §6h): each seat keeps its own connection,
 * and all but the one in front of the screen are parked. A parked connection gets no
 * projection at all (no snapshot, no patch: its hand is not on the device while another
 * seat plays), cannot act, and is told only whether the table waits on its seat. Taking
 * the seat again (`park: false`) sends it the welcome and a snapshot as on a join.
 */

/** Client → server (`C2S.hotseat`): park this connection's seat, or take it again. */
export interface HotseatMessage {
  park: boolean;
}

/** Server → client (`S2C.hotseat`): this connection is parked, and whether the table waits on its seat. */
export interface HotseatStatus {
  parked: boolean;
  awaited: boolean;
}
