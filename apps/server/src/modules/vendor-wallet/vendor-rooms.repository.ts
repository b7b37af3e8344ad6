import { sql } from 'kysely';
import type { VendorRoomsRequest } from '@suerte/contracts';
import type { Executor } from '../../db/executor.js';

/** Writes a vendor's room snapshot; a room keeps its newest report (an older one arriving late changes nothing). */
export async function upsertVendorRooms(
  db: Executor,
  vendorCode: string,
  snapshot: Pick<VendorRoomsRequest, 'at' | 'rooms'>,
): Promise<number> {
  if (snapshot.rooms.length === 0) return 0;
  const rows = await db
    .insertInto('vendor_rooms')
    .values(
      snapshot.rooms.map((r) => ({
        vendor_code: vendorCode,
        room_id: r.roomId,
        game_code: r.gameCode,
        name: r.name,
        names: r.names ? JSON.stringify(r.names) : null,
        currency: r.currency,
        stake: r.stake,
        seats: r.seats,
        seated: Math.min(r.seated, r.seats),
        status: r.status,
        reported_at: snapshot.at,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['vendor_code', 'room_id'])
        .doUpdateSet((eb) => ({
          game_code: eb.ref('excluded.game_code'),
          name: eb.ref('excluded.name'),
          names: eb.ref('excluded.names'),
          currency: eb.ref('excluded.currency'),
          stake: eb.ref('excluded.stake'),
          seats: eb.ref('excluded.seats'),
          seated: eb.ref('excluded.seated'),
          status: eb.ref('excluded.status'),
          reported_at: eb.ref('excluded.reported_at'),
          updated_at: sql<Date>`now()`,
        }))
        .where('vendor_rooms.reported_at', '<', (eb) => eb.ref('excluded.reported_at')),
    )
    .returning('room_id')
    .execute();
  return rows.length;
}
