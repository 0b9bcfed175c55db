import { describe, expect, it } from 'vitest';
import { room } from '../lib/room.fixture';
import { moveTargetsOf } from './get-machine-rooms';

describe('moveTargetsOf', () => {
  it("offers the cabinet owner's other machine rooms only", () => {
    const rooms = [room({ id: 1 }), room({ id: 2 }), room({ id: 3, owner_id: 9 })];
    expect(moveTargetsOf(rooms, { pid: 1, owner_id: 2 }).map((r) => r.id)).toEqual([2]);
  });
});
